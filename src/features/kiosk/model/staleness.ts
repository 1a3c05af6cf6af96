import { ageInWords } from '../../../core/format/age-in-words';

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

/** The status strip's words for the data's age: none shown yet is said as such, not as an age. */
export function dataAgeText(ageMs: number | undefined): string {
  return ageMs === undefined ? 'No data yet' : `Data from ${ageInWords(ageMs, 'short')}`;
}
