/*
 * A grid display on a screen too small for it (walkthrough 38, D3): the panels share the height,
 * and on an 800 × 480 kiosk screen the key figures lost their labels and an alert its title, cut
 * off without a sign. A grid whose panels do not all fit shows them in turn, as `rotate` does,
 * until the screen's size or the panels change, when the grid is tried again.
 */

/** A box's top and bottom edges on the screen, in px (a DOMRect has them). */
export interface VerticalEdges {
  top: number;
  bottom: number;
}

/**
 * Whether a grid cell cuts its panel: a part of the panel's content (its title, its body; not the
 * panel's own padding, which may go) reaches more than a pixel (rounding) past the cell's bottom,
 * or its top (the clock is centred, so it runs over at both). A part with no height shows nothing,
 * so nothing of it is cut: the `<style>` Mantine puts in a panel for its columns has no box at all
 * (0 to 0, above every cell).
 */
export function contentCut(cell: VerticalEdges, parts: readonly VerticalEdges[]): boolean {
  return parts.some(
    (part) => part.bottom > part.top && (part.bottom > cell.bottom + 1 || part.top < cell.top - 1),
  );
}

/** What a display's grid shows: one key per set of panels, so a changed set is tried again. */
export const panelsKey = (panels: readonly unknown[]): string => JSON.stringify(panels);

/**
 * How a display's panels are shown: `grid` all at once; `rotate` one at a time, as the admin chose;
 * `in-turn` one at a time because these very panels were found cut on this screen (`cutPanels`:
 * the `panelsKey` of the panels last found cut, forgotten when the screen's size changes). A grid of
 * one panel stays a grid: in turn it would show the same panel, cut the same.
 */
export function shownLayout(
  layout: 'grid' | 'rotate',
  panels: readonly unknown[],
  cutPanels: string | undefined,
): 'grid' | 'rotate' | 'in-turn' {
  if (layout === 'rotate') return 'rotate';
  if (panels.length < 2) return 'grid';
  return cutPanels === panelsKey(panels) ? 'in-turn' : 'grid';
}

/** Said under a grid's panel while they are shown in turn. */
export const GRID_IN_TURN_NOTE =
  'This screen is too small to show every panel at once: they are shown in turn.';
