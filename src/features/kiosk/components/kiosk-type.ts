/**
 * The wall display's type sizes, read from across a room: they grow with the screen's width and
 * stop at the size shown at 1920 px (in brackets), never below a phone's body text (1rem). The
 * panels' words use these (or larger): none is left at Mantine's desktop sizes (14 px 'sm', 11 px
 * badges), unreadable at a display's distance. Only the status corner stays small on purpose: it
 * is a note for whoever looks after the screen, not content.
 */
export const kioskFontSize = {
  /** An item's title, and an alert's severity beside it (28.8 px). */
  itemTitle: 'clamp(1rem, 1.8vw, 1.8rem)',
  /** Body and secondary text: an alert's text and age, counters, notes in a panel (22.4 px). */
  detail: 'clamp(1rem, 1.4vw, 1.4rem)',
} as const;
