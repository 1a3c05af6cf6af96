import { describe, expect, test } from 'vitest';
import type { FavoritesChange } from '../../../contracts/shell';
import { changeReorders, mergeChangeIntoCurrent } from './favorites-change';

// Walkthrough 8's supervisor: Home 120, Labor Planning 104, Dashboard 102 (ids of the demo menu).
const START = [120, 101, 113];

describe('changeReorders', () => {
  test.each([
    ['a star (added at the end)', [1, 2], [1, 2, 5], false],
    ['a removal', [1, 2, 3], [1, 3], false],
    ['several stars and removals', [1, 2, 3], [1, 3, 7, 5], false],
    ['nothing', [1, 2], [1, 2], false],
    ['a moved favorite', [1, 2, 3], [3, 1, 2], true],
    ['an added favorite moved up', [1, 2], [5, 1, 2], true],
    ['a removed and starred again favorite (now last)', [1, 2, 3], [1, 3, 2], true],
  ])('%s: %j → %j is %s', (_, base, favorites, expected) => {
    expect(changeReorders(base, favorites)).toBe(expected);
  });
});

describe('mergeChangeIntoCurrent', () => {
  test.each<[string, FavoritesChange, number[], number[]]>([
    [
      'walkthrough case (a): the offline star replayed after another device starred keeps both',
      { base: START, favorites: [...START, 102] },
      [...START, 104],
      [...START, 104, 102],
    ],
    [
      'walkthrough case (b): the star of a device that has not reloaded keeps the other device’s',
      { base: START, favorites: [...START, 104] },
      [...START, 102],
      [...START, 102, 104],
    ],
    [
      'gives the changed list when the server has not changed',
      { base: [1, 2], favorites: [1, 2, 5] },
      [1, 2],
      [1, 2, 5],
    ],
    [
      'adds a star the server has already once, where it is',
      { base: [1, 2], favorites: [1, 2, 5] },
      [5, 1, 2],
      [5, 1, 2],
    ],
    [
      'removes an unstarred favorite another device moved',
      { base: [1, 2, 3], favorites: [1, 3] },
      [2, 3, 1],
      [3, 1],
    ],
    [
      'keeps the order another device gave for a star',
      { base: [1, 2, 3], favorites: [1, 2, 3, 5] },
      [3, 2, 1],
      [3, 2, 1, 5],
    ],
    [
      'keeps a favorite removed elsewhere removed for a star',
      { base: [1, 2, 3], favorites: [1, 2, 3, 5] },
      [1, 3],
      [1, 3, 5],
    ],
    [
      'removes a favorite already removed elsewhere once',
      { base: [1, 2, 3], favorites: [1, 3] },
      [1, 3, 7],
      [1, 3, 7],
    ],
    [
      'applies several stars and removals at once',
      { base: [1, 2, 3], favorites: [1, 7, 5] },
      [3, 1, 2, 9],
      [1, 9, 7, 5],
    ],
    [
      'gives the reorder’s order over another device’s, with its stars at the end',
      { base: [1, 2, 3], favorites: [3, 1, 2] },
      [2, 1, 3, 7],
      [3, 1, 2, 7],
    ],
    [
      'drops from a reorder a favorite removed elsewhere',
      { base: [1, 2, 3], favorites: [3, 2, 1] },
      [1, 3],
      [3, 1],
    ],
    [
      'keeps a reorder’s removal although still on the server',
      { base: [1, 2, 3], favorites: [3, 1] },
      [1, 2, 3, 7],
      [3, 1, 7],
    ],
    [
      'replaces the whole list for a change without a base (an earlier build’s)',
      { favorites: [4, 2] },
      [1, 2, 3],
      [4, 2],
    ],
    [
      'keeps what was added elsewhere when the user removed everything',
      { base: [1, 2], favorites: [] },
      [1, 2, 7],
      [7],
    ],
  ])('%s', (_, change, current, expected) => {
    expect(mergeChangeIntoCurrent(change, current)).toEqual(expected);
  });

  test.each<[FavoritesChange, number[]]>([
    [{ base: START, favorites: [...START, 102] }, [...START, 104]],
    [{ base: [1, 2, 3], favorites: [1, 3] }, [2, 3, 1, 9]],
    [{ base: [1, 2, 3], favorites: [3, 1, 5] }, [1, 2, 7]],
    [{ base: [1, 2], favorites: [1, 2, 5] }, [1]],
  ])('gives the same list when merged onto its own result (a retried send) %j onto %j', (change, current) => {
    const merged = mergeChangeIntoCurrent(change, current);
    expect(mergeChangeIntoCurrent(change, merged)).toEqual(merged);
  });
});
