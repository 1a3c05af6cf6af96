import { MOBILE_BREAKPOINT_PX } from '../menu/click-rule';
import { HELP_CONTROLS_STRIP_PX } from './help-controls-room';

/** The visible part of the page a floating panel must stay on. */
export interface Viewport {
  width: number;
  height: number;
}

/** The floating panels (Help Topics, the help-agent chat) are at least 380 px wide (S2 §9). */
export const FLOATING_PANEL_MIN_WIDTH_PX = 380;
/** How much of a dragged panel's title bar must stay on screen, so it can be dragged back. */
const VISIBLE_PX = 48;

export interface PanelPosition {
  top: number;
  left: number;
}

/**
 * Moves a panel by a drag's distance, keeping its title bar reachable: the top never above the
 * screen or below its bottom edge, at least `VISIBLE_PX` of its width on screen.
 */
export function movePanel(
  start: PanelPosition,
  delta: { x: number; y: number },
  panelWidth: number,
  viewport: Viewport,
): PanelPosition {
  const left = Math.min(Math.max(start.left + delta.x, VISIBLE_PX - panelWidth), viewport.width - VISIBLE_PX);
  const top = Math.min(Math.max(start.top + delta.y, 0), Math.max(0, viewport.height - VISIBLE_PX));
  return { top, left };
}

/** The gap right of a panel that opens on a screen too narrow for the floating help controls. */
const RIGHT_GAP_PX = 24;

/**
 * Where the panel first opens: top right, below the title bar, inside a narrow screen. On screens
 * wide enough for the floating help controls it stays left of their strip: opened over them, the
 * chat's send button lay under the Edit help button.
 */
export function initialPanelPosition(viewport: Viewport, panelWidth: number): PanelPosition {
  const rightRoom = viewport.width >= MOBILE_BREAKPOINT_PX ? HELP_CONTROLS_STRIP_PX : RIGHT_GAP_PX;
  return { top: 72, left: Math.max(8, viewport.width - panelWidth - rightRoom) };
}
