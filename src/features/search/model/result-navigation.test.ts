import { describe, expect, test } from 'vitest';
import { moveActiveResult, replayKeys } from './result-navigation';

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

describe('replayKeys (keys pressed before the results existed)', () => {
  test('arrows move from no result, as they would have', () => {
    expect(replayKeys(['ArrowDown', 'ArrowDown', 'ArrowUp'], 3)).toEqual({ index: 0, enter: false });
    expect(replayKeys(['ArrowUp'], 3)).toEqual({ index: 2, enter: false });
  });

  test('an Enter chooses the result reached and ends the keys', () => {
    expect(replayKeys(['ArrowDown', 'Enter', 'ArrowDown'], 3)).toEqual({ index: 0, enter: true });
  });

  test('with no results, nothing is reached', () => {
    expect(replayKeys(['ArrowDown', 'Enter'], 0)).toEqual({ index: -1, enter: true });
    expect(replayKeys([], 3)).toEqual({ index: -1, enter: false });
  });
});
