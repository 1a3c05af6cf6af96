import { describe, expect, it } from 'vitest';
import { keepNumbersWithUnits } from './figure-label';

describe('keepNumbersWithUnits', () => {
  it.each([
    ['Returns due in 24 h', 'Returns due in 24\u00a0h'],
    ['Due in 2 days or 36 h', 'Due in 2\u00a0days or 36\u00a0h'],
    ['Vehicles ready', 'Vehicles ready'],
    ['In maintenance', 'In maintenance'],
    ['Open tasks 3 ', 'Open tasks 3 '],
  ])('keeps the number in %j with the word after it', (label, shown) => {
    expect(keepNumbersWithUnits(label)).toBe(shown);
  });
});
