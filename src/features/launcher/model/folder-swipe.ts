/** How far a touch must travel sideways to turn a folder's page (CSS px). */
export const SWIPE_MIN_DISTANCE_PX = 40;
/** How much more sideways than up or down it must go: a vertical scroll is not a swipe. */
export const SWIPE_MIN_SLOPE = 1.5;

/**
 * Whether a touch that moved by (dx, dy) from where it went down to where it came up swipes the
 * folder popup to its next page (leftwards, as an app drawer's pages follow the finger) or its
 * previous one (rightwards); undefined for a tap, a short nudge or a mostly vertical move.
 */
export function folderSwipe(dx: number, dy: number): 'next' | 'previous' | undefined {
  if (!Number.isFinite(dx) || !Number.isFinite(dy)) return undefined;
  if (Math.abs(dx) < SWIPE_MIN_DISTANCE_PX) return undefined;
  if (Math.abs(dx) < SWIPE_MIN_SLOPE * Math.abs(dy)) return undefined;
  return dx < 0 ? 'next' : 'previous';
}
