/**
 * Care for a screen that never sleeps: a slow shift of the content against burn-in, and a cursor
 * that hides when nobody moves the mouse.
 */

/** The content moves at most this far from its place, in each direction. */
export const BURN_IN_MAX_PX = 4;
/** One full sweep takes this long; the shift is too slow to notice across a room. */
export const BURN_IN_PERIOD_MS = 20 * 60_000;
/** The content is moved this often (a CSS transform, so nothing re-renders in between). */
export const BURN_IN_STEP_MS = 30_000;

/**
 * The offset at `elapsedMs` since start: two sine waves with periods that do not line up, so the
 * content wanders over the whole square instead of a line, computed from the time (not summed), so
 * it never drifts out of bounds however long the display runs.
 */
export function burnInOffset(elapsedMs: number): { x: number; y: number } {
  const phase = (2 * Math.PI * elapsedMs) / BURN_IN_PERIOD_MS;
  const round = (value: number) => Math.round(value) || 0;
  return {
    x: round(BURN_IN_MAX_PX * Math.sin(phase)),
    y: round(BURN_IN_MAX_PX * Math.sin(phase * 0.77 + Math.PI / 3)),
  };
}

/** The cursor hides after this long without movement (`useIdleCursor`). */
export const CURSOR_IDLE_MS = 3_000;
