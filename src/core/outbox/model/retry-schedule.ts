import type { OutboxRow } from '../../db/rows';
import { type BackoffPolicy, fullJitterDelay } from '../../network/model/backoff';

/** Record retries: up to 1 s after the first failure, doubling, never more than a minute apart. */
export const OUTBOX_BACKOFF: BackoffPolicy = { baseMs: 1_000, capMs: 60_000, minMs: 250 };

/** The record after one more retryable failure: attempts counted, next try pushed back. */
export function afterRetryableFailure(
  record: OutboxRow,
  reason: string,
  now: number,
  random: () => number,
): OutboxRow {
  return {
    ...record,
    attempts: record.attempts + 1,
    nextAttemptAt: now + fullJitterDelay(record.attempts, OUTBOX_BACKOFF, random),
    lastError: reason,
    sendingSince: null,
  };
}

/**
 * Whether a replay may send the record now. A replay started by the connection coming back
 * (`force`) sends at once: the backoff was waiting for exactly that.
 */
export function isDue(record: Pick<OutboxRow, 'nextAttemptAt'>, now: number, force: boolean): boolean {
  return force || record.nextAttemptAt <= now;
}

/** The records of a kind that a newer `latest` record replaces: pending, not in flight. */
export function replacedByNewer(pending: readonly OutboxRow[], kind: string): OutboxRow[] {
  return pending.filter((record) => record.kind === kind && record.sendingSince === null);
}
