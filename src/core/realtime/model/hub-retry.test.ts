import { describe, expect, it } from 'vitest';
import { HUB_RETRY_JITTER, HUB_RETRY_STEADY_MS, hubRetryDelay } from './hub-retry';

const middle = () => 0.5;

describe('hubRetryDelay', () => {
  it('retries at once, then after 2 s, 5 s, 10 s, then every 30 s', () => {
    expect([0, 1, 2, 3, 4, 5].map((retries) => hubRetryDelay(retries, middle))).toEqual([
      0, 2_000, 5_000, 10_000, 30_000, 30_000,
    ]);
  });

  it('never gives up: still a number after thousands of tries', () => {
    expect(hubRetryDelay(10_000, middle)).toBe(HUB_RETRY_STEADY_MS);
    expect(hubRetryDelay(Number.MAX_SAFE_INTEGER, middle)).toBe(HUB_RETRY_STEADY_MS);
  });

  it('spreads each delay by up to ±20 %', () => {
    const spread = HUB_RETRY_STEADY_MS * HUB_RETRY_JITTER;
    expect(hubRetryDelay(9, () => 0)).toBe(HUB_RETRY_STEADY_MS - spread);
    expect(hubRetryDelay(9, () => 0.999_999)).toBeCloseTo(HUB_RETRY_STEADY_MS + spread, -1);
    expect(hubRetryDelay(1, () => 0)).toBe(1_600);
    // The first retry stays immediate whatever the pick.
    expect(hubRetryDelay(0, () => 0.9)).toBe(0);
  });

  it('treats odd counts as the first retry', () => {
    expect(hubRetryDelay(-3, middle)).toBe(0);
    expect(hubRetryDelay(1.7, middle)).toBe(2_000);
  });
});
