/** The floating help controls are round buttons of this size, one above the other. */
export const CONTROL_SIZE_PX = 44;
/** Space between the controls, and between them and the help list beside them. */
export const CONTROL_GAP_PX = 12;
const SCREEN_EDGE_PX = 16;

/**
 * How far the floating help controls stand from the screen's right edge: in the middle of the
 * strip the frame leaves for them at the page's right edge, or, while a panel is open along the
 * right edge (the Settings panel, `panelWidth`), just left of it so that none of the panel's
 * content is under them; never past the screen's left edge.
 */
export function helpControlsRight(
  strip: number,
  panelWidth: number | undefined,
  screenWidth: number,
): number {
  const inStrip = Math.max(0, (strip - CONTROL_SIZE_PX) / 2);
  if (panelWidth === undefined) return inStrip;
  return Math.min(
    panelWidth + SCREEN_EDGE_PX,
    Math.max(inStrip, screenWidth - CONTROL_SIZE_PX - SCREEN_EDGE_PX),
  );
}

/** The help list ('Help on this page') opens beside the controls, to their left. */
export const helpListRight = (controlsRight: number): number =>
  controlsRight + CONTROL_SIZE_PX + CONTROL_GAP_PX;
