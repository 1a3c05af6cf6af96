import type { OutboxRow } from '../../db/rows';
import { type BackoffPolicy, fullJitterDelay } from '../../network/model/backoff';

/** Record retries: up to 1 s after the first failure, doubling, never more than a minute apart. */
export const OUTBOX_BACKOFF: BackoffPolicy = { baseMs: 1_000, capMs: 60_000, minMs: 250 };

/**
 * The record after one more retryable failure: attempts counted, next try pushed back by the
 * backoff, and at least by the server's `Retry-After` when it gave one (`retryAfterMs`).
 */
export function afterRetryableFailure(
  record: OutboxRow,
  reason: string,
  now: number,
  random: () => number,
  retryAfterMs?: number,
): OutboxRow {
  const backoff = now + fullJitterDelay(record.attempts, OUTBOX_BACKOFF, random);
  const notBefore = retryAfterMs === undefined ? undefined : now + retryAfterMs;
  const { notBefore: _earlier, ...rest } = record;
  return {
    ...rest,
    attempts: record.attempts + 1,
    nextAttemptAt: Math.max(backoff, notBefore ?? 0),
    ...(notBefore !== undefined && { notBefore }),
    lastError: reason,
    sendingSince: null,
  };
}

/**
 * Whether a replay may send the record now. A replay started by the connection coming back
 * (`force`) skips the backoff (it was waiting for exactly that), never the server's Retry-After.
 */
export function isDue(
  record: Pick<OutboxRow, 'nextAttemptAt' | 'notBefore'>,
  now: number,
  force: boolean,
): boolean {
  if (record.notBefore !== undefined && record.notBefore > now) return false;
  return force || record.nextAttemptAt <= now;
}
