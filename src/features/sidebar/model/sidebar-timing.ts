/** After navigation the list scrolls to the active entry after this delay (S1 §2.6). */
export const SCROLL_TO_ACTIVE_DELAY_MS = 150;
/** The active entry is scrolled to this far below the top of the list. */
export const SCROLL_OFFSET_PX = 18;
