import { describe, expect, it } from 'vitest';
import { ageLabel, dataAgeMs, isDataStale, STALE_GRACE_MS } from './staleness';

const MIN = 60_000;

describe('isDataStale', () => {
  it('is fresh within two refresh intervals and the grace, stale after', () => {
    const every = MIN;
    expect(isDataStale(0, 2 * every + STALE_GRACE_MS, every)).toBe(false);
    expect(isDataStale(0, 2 * every + STALE_GRACE_MS + 1, every)).toBe(true);
  });

  it('counts data never fetched as stale, and a clock set back as fresh', () => {
    expect(isDataStale(undefined, 1_000, MIN)).toBe(true);
    expect(isDataStale(10_000, 5_000, MIN)).toBe(false);
    expect(dataAgeMs(10_000, 5_000)).toBe(0);
  });
});

describe('ageLabel', () => {
  it.each([
    [undefined, 'no data yet'],
    [0, 'just now'],
    [59_999, 'just now'],
    [4 * MIN, '4 min ago'],
    [60 * MIN, '1 h ago'],
    [125 * MIN, '2 h 5 min ago'],
    [24 * 60 * MIN, '1 day ago'],
    [3 * 24 * 60 * MIN + 5, '3 days ago'],
  ])('says %s ms is %s', (age, label) => {
    expect(ageLabel(age)).toBe(label);
  });
});
