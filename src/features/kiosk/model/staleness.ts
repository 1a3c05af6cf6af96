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

/** 'just now', '4 min ago', '2 h 5 min ago', '3 days ago': readable from across a room. */
export function ageLabel(ageMs: number | undefined): string {
  if (ageMs === undefined) return 'no data yet';
  const minutes = Math.floor(ageMs / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 === 0 ? `${hours} h ago` : `${hours} h ${minutes % 60} min ago`;
  const days = Math.floor(hours / 24);
  return days === 1 ? '1 day ago' : `${days} days ago`;
}
