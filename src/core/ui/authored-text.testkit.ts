/**
 * Whether text people wrote is laid out in its own direction: the nearest element around it that
 * decides a direction is `dir="auto"` or a `<bdi>` (its first strong letter decides), not the
 * page's left-to-right. For component tests (jsdom lays nothing out, so the markup is what counts).
 */
export function takesItsOwnDirection(element: Element): boolean {
  const decider = element.closest('[dir], bdi');
  return decider !== null && (decider.tagName === 'BDI' || decider.getAttribute('dir') === 'auto');
}

/** A right-to-left sentence with its punctuation at the end, as a user would type it (Hebrew). */
export const RIGHT_TO_LEFT_TEXT = 'שלום, עולם!';
/** The same in Arabic. */
export const ARABIC_TEXT = 'مرحبا بالعالم!';
