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
