/**
 * S1 §2.6, §9: a tooltip opens after this long under a hovering pointer (the sidebar's entries and
 * rail buttons, the launcher's tiles). A finger or a pen has its long press instead (`long-press.ts`).
 */
export const TOOLTIP_DELAY_MS = 1000;
