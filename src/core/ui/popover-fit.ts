import type { CSSProperties } from 'react';

/** The room a popover leaves between itself and the screen's edges. */
const EDGE_GAP_PX = 8;

/**
 * The title bar's popovers (the bell's panel, the user menu) on a small or zoomed screen (WCAG
 * 1.4.10 Reflow: 1280 px at 400 % leaves 320×256): floating-ui's `size` middleware caps the
 * dropdown's width and height at the room the screen has for it, and `shift` keeps it between the
 * side edges. At 200 % the bell's last notifications and at 400 % the user menu's last account
 * were below the screen's edge, and nothing scrolled to them (walkthrough 4, defect 4).
 */
export const FIT_TO_SCREEN_MIDDLEWARES = {
  flip: true,
  shift: true,
  size: { padding: EDGE_GAP_PX },
};

/**
 * A capped dropdown scrolls what it cannot show, and only itself: a wheel at its end does not
 * scroll the page behind it.
 */
export const SCROLLS_WHEN_CAPPED: CSSProperties = { overflowY: 'auto', overscrollBehavior: 'contain' };
