import { describe, expect, it } from 'vitest';
import { RETRY_AFTER_MAX_MS, retryAfterMs } from './retry-after';

describe('retryAfterMs', () => {
  const now = Date.parse('2026-11-24T10:00:00Z');

  it('reads delay-seconds', () => {
    expect(retryAfterMs('30', now)).toBe(30_000);
    expect(retryAfterMs(' 0 ', now)).toBe(0);
  });

  it('reads an HTTP date as the time left until it, never negative', () => {
    expect(retryAfterMs('Tue, 24 Nov 2026 10:00:45 GMT', now)).toBe(45_000);
    expect(retryAfterMs('Tue, 24 Nov 2026 09:59:00 GMT', now)).toBe(0);
  });

  it('ignores what is absent or unreadable, and caps a wait at an hour', () => {
    expect(retryAfterMs(null, now)).toBeUndefined();
    expect(retryAfterMs('', now)).toBeUndefined();
    expect(retryAfterMs('soon', now)).toBeUndefined();
    expect(retryAfterMs('-5', now)).toBeUndefined();
    expect(retryAfterMs('86400', now)).toBe(RETRY_AFTER_MAX_MS);
  });
});
