/** A text a control draws: its words, and whether its box cuts them (an ellipsis, a clip). */
export interface DrawnText {
  readonly text: string;
  readonly cut: boolean;
}

/**
 * Whether a sighted person sees less than the control's whole name: a text it draws is cut (a
 * name clamped to two lines, a visually hidden name), or its name (`aria-label`; null when the
 * control is named by its content) is drawn nowhere (an icon alone, the sidebar with its app
 * names hidden). Such a control shows its tooltip to a keyboard's focus as well as to a hover
 * (`TooltipWithLongPress`; walkthrough 38).
 */
export function nameCut(name: string | null, texts: readonly DrawnText[]): boolean {
  if (texts.some((drawn) => drawn.cut)) return true;
  return name !== null && !texts.some((drawn) => drawn.text === name);
}

/** The texts `control` draws: each element holding words of its own, cut where its box is smaller. */
export function drawnTexts(control: Element): DrawnText[] {
  const texts: DrawnText[] = [];
  for (const element of [control, ...control.querySelectorAll('*')]) {
    const own = [...element.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent)
      .join('')
      .trim();
    if (!own) continue;
    texts.push({
      text: own,
      cut: element.scrollHeight > element.clientHeight || element.scrollWidth > element.clientWidth,
    });
  }
  return texts;
}
