/**
 * How old the shown data is, and when it counts as stale: a display refreshes every interval, so
 * data older than two intervals (plus a little grace for a slow answer) means refreshes failed.
 */
export const STALE_GRACE_MS = 15_000;

export function dataAgeMs(refreshedAt: number | undefined, now: number): number | undefined {
  return refreshedAt === undefined ? undefined : Math.max(0, now - refreshedAt);
}

export function isDataStale(refreshedAt: number | undefined, now: number, refreshEveryMs: number): boolean {
  const age = dataAgeMs(refreshedAt, now);
  return age === undefined || age > 2 * refreshEveryMs + STALE_GRACE_MS;
}
