import { atom } from '../state/jotai';

/**
 * The room the page's floating help controls (S2 §2: Page help, Edit help) get, so they never lie
 * over what a user reads or clicks:
 *
 * - on wide screens (where the controls show, 1000 px and up) the frame leaves a strip this wide
 *   at the right edge of the page, and the controls stand in it, one above the other;
 * - a panel open along the right edge (the Settings panel) says so in `rightPanelAtom`; the
 *   controls then stand just left of it, over the dimmed page, and pressing one closes the panel
 *   first, as a click anywhere outside it does.
 */
export const HELP_CONTROLS_STRIP_PX = 76;

export interface RightPanel {
  /** The panel's width in px, from the screen's right edge. */
  widthPx: number;
  close: () => void;
}

/** The panel open along the right edge of the screen, if any (set by the feature that shows it). */
export const rightPanelAtom = atom<RightPanel | null>(null);
