import { describe, expect, it } from 'vitest';
import { fullJitterDelay } from './backoff';

const policy = { baseMs: 1_000, capMs: 60_000 };

describe('fullJitterDelay', () => {
  it.each([
    [0, 1_000],
    [1, 2_000],
    [3, 8_000],
    [5, 32_000],
    [6, 60_000],
    [40, 60_000],
    [10_000, 60_000],
  ])('stays below min(cap, base·2^attempt) for attempt %i (ceiling %i)', (attempt, ceiling) => {
    expect(fullJitterDelay(attempt, policy, () => 0)).toBe(0);
    const highest = fullJitterDelay(attempt, policy, () => 0.999_999);
    expect(highest).toBeLessThan(ceiling);
    expect(highest).toBeGreaterThan(ceiling * 0.99);
  });

  it('spreads delays uniformly with the random pick', () => {
    expect(fullJitterDelay(3, policy, () => 0.5)).toBe(4_000);
    expect(fullJitterDelay(3, policy, () => 0.25)).toBe(2_000);
  });

  it('never goes below the minimum nor above the cap', () => {
    expect(fullJitterDelay(0, { ...policy, minMs: 500 }, () => 0)).toBe(500);
    expect(fullJitterDelay(50, { ...policy, minMs: 500 }, () => 1)).toBe(60_000);
  });

  it('treats a negative or fractional attempt as the nearest valid one', () => {
    expect(fullJitterDelay(-3, policy, () => 0.5)).toBe(500);
    expect(fullJitterDelay(1.7, policy, () => 0.5)).toBe(1_000);
  });

  it('clamps a random source outside [0, 1)', () => {
    expect(fullJitterDelay(2, policy, () => 7)).toBe(4_000);
    expect(fullJitterDelay(2, policy, () => -1)).toBe(0);
  });
});
