import { describe, expect, it } from 'vitest';
import { dataAgeMs, dataAgeText, dataFlow, isDataStale, STALE_GRACE_MS } from './staleness';

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

describe('dataFlow', () => {
  const every = MIN;
  const overdue = 2 * every + STALE_GRACE_MS + 1;
  it('is live while online with data inside its intervals', () => {
    expect(dataFlow(true, 0, every, every)).toBe('live');
  });

  it('is reconnecting while the server cannot be reached, however fresh the data', () => {
    expect(dataFlow(false, 0, every, every)).toBe('reconnecting');
    expect(dataFlow(false, 0, overdue, every)).toBe('reconnecting');
  });

  it('is retrying while the server answers but the data is overdue or has never come (walkthrough 38, O8)', () => {
    expect(dataFlow(true, 0, overdue, every)).toBe('retrying');
    expect(dataFlow(true, undefined, 0, every)).toBe('retrying');
  });
});

describe('dataAgeText', () => {
  it("says the data's age, or that none has come yet", () => {
    expect(dataAgeText(12 * MIN)).toBe('Data from 12 min ago');
    expect(dataAgeText(undefined)).toBe('No data yet');
  });
});
