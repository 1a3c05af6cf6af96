import { describe, expect, test } from 'vitest';
import { badgeText } from './badge';

describe('badgeText', () => {
  test.each([
    [null, undefined],
    [undefined, undefined],
    [0, undefined],
    [-3, undefined],
    [Number.NaN, undefined],
    [1, '1'],
    [7.9, '7'],
    [99, '99'],
    [100, '99+'],
    [12345, '99+'],
    [Number.POSITIVE_INFINITY, undefined],
  ])('shows %s as %j', (count, expected) => {
    expect(badgeText(count)).toBe(expected);
  });
});
