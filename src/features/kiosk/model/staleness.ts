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

/**
 * Whether the shown content is live, and if not, why: the server cannot be reached
 * ('reconnecting'), or it answers while the display's refreshes keep failing ('retrying'). The
 * strip said 'Reconnecting…' for both, which was not the truth when only the data call failed
 * (walkthrough 38, O8).
 */
export type DataFlow = 'live' | 'reconnecting' | 'retrying';

export function dataFlow(
  online: boolean,
  refreshedAt: number | undefined,
  now: number,
  refreshEveryMs: number,
): DataFlow {
  if (!online) return 'reconnecting';
  return isDataStale(refreshedAt, now, refreshEveryMs) ? 'retrying' : 'live';
}

/** The status strip's words for the data's age: none shown yet is said as such, not as an age. */
export function dataAgeText(ageMs: number | undefined): string {
  return ageMs === undefined ? 'No data yet' : `Data from ${ageInWords(ageMs, 'short')}`;
}
