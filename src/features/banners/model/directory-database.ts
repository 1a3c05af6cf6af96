import type { Health } from '../../../contracts/api';

/** The banner of S1 §2.8, worded as in S2 §8. */
export const DB_DOWN_TITLE = 'DB Connection Down';
export const DB_DOWN_TEXT =
  'Cannot fetch Workday data at this time, so some of the features will not be available. If this continues for an extended period of time then please submit ticket with support team.';

/**
 * How often the server's Health is asked about the user-directory (Workday) database, besides
 * when the window regains focus. The spec gives no interval; an outage lasts minutes to hours.
 */
export const DB_HEALTH_CHECK_MS = 5 * 60_000;

export function isDirectoryDatabaseDown(health: Health): boolean {
  return health.directoryDatabase === 'down';
}
