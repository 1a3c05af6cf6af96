import { describe, expect, test } from 'vitest';
import { appBadgeNumber } from './app-badge';

describe('appBadgeNumber', () => {
  test.each([
    [undefined, 0],
    [null, 0],
    [0, 0],
    [-2, 0],
    [Number.NaN, 0],
    [1, 1],
    [4.7, 4],
    [99, 99],
    [100, 99],
    [5000, 99],
  ])('shows %s open notifications as %s', (count, expected) => {
    expect(appBadgeNumber(count)).toBe(expected);
  });
});
