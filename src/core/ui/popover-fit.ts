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

/**
 * How the title bar's menus (Help, the user menu) are placed: fixed, as the bar they hang from.
 * Floating UI keeps a closed menu's last place and draws it there for a frame when it opens again.
 * After a turn from landscape to portrait that place lay past the new right edge; placed absolutely,
 * the menu widened the page, and on a touch tablet (a mobile viewport, which widens to its content)
 * each new place it was given changed the page's width again: the page jumped sideways about every
 * 150 ms and a tap on an item missed it (walkthrough 38, D1). A fixed box adds nothing to the page's
 * width, so the next frame's place is the right one.
 */
export const MENU_FLOATING_STRATEGY = 'fixed';
