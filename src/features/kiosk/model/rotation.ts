/**
 * Panel rotation: which panel a rotating display shows, computed from the time since it started
 * (not counted step by step), so a display that slept, lagged or ran for days is still on the
 * right panel and nothing accumulates.
 */
export function panelIndexAt(panelCount: number, rotateEveryMs: number, elapsedMs: number): number {
  if (panelCount <= 1 || rotateEveryMs <= 0) return 0;
  const step = Math.floor(Math.max(0, elapsedMs) / rotateEveryMs);
  return step % panelCount;
}

/** How long until the next panel shows (at least 1 ms, so a timer never spins). */
export function msUntilNextPanel(rotateEveryMs: number, elapsedMs: number): number {
  if (rotateEveryMs <= 0) return Number.POSITIVE_INFINITY;
  const into = Math.max(0, elapsedMs) % rotateEveryMs;
  return Math.max(1, rotateEveryMs - into);
}

/** The index shown after the panel list changed (an admin removed panels): never out of range. */
export function clampPanelIndex(index: number, panelCount: number): number {
  return panelCount <= 0 ? 0 : Math.min(Math.max(0, index), panelCount - 1);
}
