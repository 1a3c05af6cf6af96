import { describe, expect, test } from 'vitest';
import { moveActiveResult } from './result-navigation';

describe('moveActiveResult', () => {
  test.each([
    ['ArrowDown', -1, 3, 0],
    ['ArrowDown', 0, 3, 1],
    ['ArrowDown', 2, 3, 0],
    ['ArrowUp', -1, 3, 2],
    ['ArrowUp', 0, 3, 2],
    ['ArrowUp', 2, 3, 1],
    ['ArrowDown', 5, 3, 0],
    ['ArrowUp', 5, 3, 2],
    ['ArrowDown', 0, 0, -1],
    ['ArrowUp', -1, 0, -1],
    ['Enter', 1, 3, 1],
    ['Enter', 7, 3, -1],
    ['ArrowDown', 0, 1, 0],
  ])('moves with %s from %i among %i results to %i', (key, from, count, expected) => {
    expect(moveActiveResult(from, key, count)).toBe(expected);
  });
});
