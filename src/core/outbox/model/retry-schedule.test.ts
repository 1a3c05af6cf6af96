import { describe, expect, it } from 'vitest';
import { outboxRow } from './outbox-row.testkit';
import { afterRetryableFailure, isDue, OUTBOX_BACKOFF } from './retry-schedule';

describe('afterRetryableFailure', () => {
  it('counts the attempt, keeps the reason and the id, and clears the in-flight mark', () => {
    const next = afterRetryableFailure(outboxRow({ sendingSince: 5 }), '503: Down', 10_000, () => 0.5);
    expect(next).toMatchObject({ id: 'id-1', attempts: 1, lastError: '503: Down', sendingSince: null });
    expect(next.nextAttemptAt).toBe(10_500);
  });

  it('pushes the next try back within the growing, capped backoff', () => {
    for (let attempts = 0; attempts < 30; attempts += 1) {
      const ceiling = Math.min(OUTBOX_BACKOFF.capMs, OUTBOX_BACKOFF.baseMs * 2 ** attempts);
      const late = afterRetryableFailure(outboxRow({ attempts }), 'x', 0, () => 0.999_999).nextAttemptAt;
      const early = afterRetryableFailure(outboxRow({ attempts }), 'x', 0, () => 0).nextAttemptAt;
      expect(late).toBeLessThanOrEqual(ceiling);
      expect(early).toBe(OUTBOX_BACKOFF.minMs);
    }
  });
});

describe("the server's Retry-After", () => {
  it('pushes the next try back at least that far, even past a shorter backoff', () => {
    const next = afterRetryableFailure(outboxRow(), '429: Slow down', 10_000, () => 0.5, 30_000);
    expect(next).toMatchObject({ nextAttemptAt: 40_000, notBefore: 40_000 });
    // A later failure without it drops the old wait.
    expect(afterRetryableFailure(next, '500: Down', 50_000, () => 0)).not.toHaveProperty('notBefore');
  });

  it('holds the record even when the connection comes back (a forced replay)', () => {
    expect(isDue({ nextAttemptAt: 40_000, notBefore: 40_000 }, 39_999, true)).toBe(false);
    expect(isDue({ nextAttemptAt: 40_000, notBefore: 40_000 }, 40_000, true)).toBe(true);
  });
});

describe('isDue', () => {
  it('waits for the backoff unless the connection just came back', () => {
    expect(isDue({ nextAttemptAt: 2_000 }, 1_000, false)).toBe(false);
    expect(isDue({ nextAttemptAt: 2_000 }, 2_000, false)).toBe(true);
    expect(isDue({ nextAttemptAt: 2_000 }, 1_000, true)).toBe(true);
  });
});
