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
/** Where a panel's top opens when the screen has the room: below the title bar. */
const START_TOP_PX = 72;
/** The gap kept at a panel's left and bottom when the screen has the room. */
const EDGE_GAP_PX = 8;

export interface PanelGeometry extends PanelPosition {
  width: number;
  height: number;
}

/**
 * Where the panel first opens and its first size: top right, below the title bar, `preferred`
 * large, on screens wide enough for the floating help controls left of their strip (opened over
 * them, the chat's send button lay under the Edit help button).
 *
 * A small or zoomed screen (WCAG 1.4.10 Reflow: 1280×800 at 200 % is 640×400, at 400 % 320×256)
 * gets a panel that fits it: no wider than the screen, the top moved up when the title bar would
 * leave less than `minHeight` below it, and no taller than the room below its top. Its content
 * scrolls inside it. Walkthrough 4, defect 5: at 200 % Save and Cancel were below the screen's
 * edge, at 400 % the close button and New Topic were past its right edge.
 */
export function initialPanelGeometry(
  viewport: Viewport,
  preferred: { width: number; height: number },
  minHeight: number,
): PanelGeometry {
  const width = Math.min(preferred.width, viewport.width);
  const rightRoom = viewport.width >= MOBILE_BREAKPOINT_PX ? HELP_CONTROLS_STRIP_PX : RIGHT_GAP_PX;
  const left = Math.max(Math.min(EDGE_GAP_PX, viewport.width - width), viewport.width - width - rightRoom);
  const top = Math.min(START_TOP_PX, Math.max(0, viewport.height - minHeight - EDGE_GAP_PX));
  const room = viewport.height - top;
  const height = Math.min(preferred.height, room - EDGE_GAP_PX >= minHeight ? room - EDGE_GAP_PX : room);
  return { top, left, width, height };
}

/**
 * How far each panel opening over another is moved, left and down: the one under it keeps its
 * whole title bar (its name, its close button, the handle to drag it by) and its right edge in view.
 */
export const CASCADE_STEP_PX = 48;
/** Steps tried before giving up on a free place: a screen holds no more panels than that. */
const MAX_CASCADE_STEPS = 8;

/**
 * The first place and size of a panel opened `step` steps down the cascade: `initialPanelGeometry`
 * moved left and down by `step` × `CASCADE_STEP_PX`, as far as the screen allows (its left edge on
 * screen, at least `minHeight` below its top), and no taller than the room below its new top.
 */
export function cascadedPanelGeometry(
  viewport: Viewport,
  preferred: { width: number; height: number },
  minHeight: number,
  step: number,
): PanelGeometry {
  const start = initialPanelGeometry(viewport, preferred, minHeight);
  const left = Math.max(Math.min(start.left, 0), start.left - step * CASCADE_STEP_PX);
  const lowestTop = Math.max(start.top, viewport.height - minHeight - EDGE_GAP_PX);
  const top = Math.min(start.top + step * CASCADE_STEP_PX, lowestTop);
  const room = viewport.height - top;
  const height = Math.min(start.height, room - EDGE_GAP_PX >= minHeight ? room - EDGE_GAP_PX : room);
  return { top, left, width: start.width, height };
}

/**
 * The cascade step a panel opens at while `others` (the open panels' places) are on screen: the
 * first whose place is not on or near one of theirs (closer than a step both ways), so a second
 * panel never opens exactly over the first (walkthrough 17, D1: Help Topics hid the chat). A panel
 * dragged elsewhere leaves its place free; a screen with no room to move further gives the last
 * place it can.
 */
export function freeCascadeStep(
  viewport: Viewport,
  preferred: { width: number; height: number },
  minHeight: number,
  others: readonly PanelPosition[],
): number {
  const near = (a: PanelPosition, b: PanelPosition) =>
    Math.abs(a.top - b.top) < CASCADE_STEP_PX && Math.abs(a.left - b.left) < CASCADE_STEP_PX;
  let previous: PanelPosition | undefined;
  for (let step = 0; step < MAX_CASCADE_STEPS; step++) {
    const place = cascadedPanelGeometry(viewport, preferred, minHeight, step);
    // No room to move further: this place is as good as any after it.
    if (previous && place.top === previous.top && place.left === previous.left) return step - 1;
    if (!others.some((other) => near(other, place))) return step;
    previous = place;
  }
  return MAX_CASCADE_STEPS - 1;
}
