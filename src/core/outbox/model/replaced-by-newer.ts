import type { OutboxRow } from '../../db/rows';

// The store's rule, on the first screen (a record queued replaces older ones of its kind); the
// retry schedule, which only the lazily loaded replay uses, is in retry-schedule.ts.

/** The records of a kind that a newer `latest` record replaces: pending, not in flight. */
export function replacedByNewer(pending: readonly OutboxRow[], kind: string): OutboxRow[] {
  return pending.filter((record) => record.kind === kind && record.sendingSince === null);
}
