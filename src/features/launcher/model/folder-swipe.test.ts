import { describe, expect, test } from 'vitest';
import { folderSwipe } from './folder-swipe';

describe('folderSwipe', () => {
  test.each([
    [-120, 0, 'next'],
    [120, 0, 'previous'],
    [-40, 0, 'next'],
    [40, 26, 'previous'],
    [-90, -60, 'next'],
  ] as const)('turns the page for a move of (%i, %i): %s', (dx, dy, expected) => {
    expect(folderSwipe(dx, dy)).toBe(expected);
  });

  test.each([
    ['a tap', 0, 0],
    ['a short nudge', -39, 0],
    ['a vertical scroll', -60, 120],
    ['a diagonal move, too steep', 60, 41],
    ['an unknown position', Number.NaN, 0],
  ])('does nothing for %s', (_name, dx, dy) => {
    expect(folderSwipe(dx, dy)).toBeUndefined();
  });
});
