/*
 * A grid display on a screen too small for it (walkthrough 38, D3): the panels share the height,
 * and on an 800 × 480 kiosk screen the key figures lost their labels and an alert its title, cut
 * off without a sign. A grid whose panels do not all fit shows them in turn, as `rotate` does,
 * until the screen's size or the panels change, when the grid is tried again.
 */

/**
 * Whether a grid cell cuts its panel: the panel's content (its title and body, not the panel's own
 * padding, which may go) reaches more than a pixel, rounding, past the cell's bottom edge.
 * `contentBottoms`: the bottom edges of the panel's parts, on the screen; `cellBottom`: the cell's.
 */
export function contentCut(cellBottom: number, contentBottoms: readonly number[]): boolean {
  return contentBottoms.some((bottom) => bottom > cellBottom + 1);
}

/** What a display's grid shows: one key per set of panels, so a changed set is tried again. */
export const panelsKey = (panels: readonly unknown[]): string => JSON.stringify(panels);

/**
 * How a display's panels are shown: `grid` all at once; `rotate` one at a time, as the admin chose;
 * `in-turn` one at a time because this very set of panels was found cut on this screen
 * (`cutPanels`: the key of the panels last found cut, forgotten when the screen's size changes).
 */
export function shownLayout(
  layout: 'grid' | 'rotate',
  cutPanels: string | undefined,
  panels: string,
): 'grid' | 'rotate' | 'in-turn' {
  if (layout === 'rotate') return 'rotate';
  return cutPanels === panels ? 'in-turn' : 'grid';
}

/** Said under a grid's panel while they are shown in turn. */
export const GRID_IN_TURN_NOTE =
  'This screen is too small to show every panel at once: they are shown in turn.';
