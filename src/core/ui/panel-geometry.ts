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

/** Where the panel first opens: top right, below the title bar, inside a narrow screen. */
export function initialPanelPosition(viewport: Viewport, panelWidth: number): PanelPosition {
  return { top: 72, left: Math.max(8, viewport.width - panelWidth - 24) };
}
