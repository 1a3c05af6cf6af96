import { describe, expect, test } from 'vitest';
import { mergeEditIntoCurrent } from './merge-edit';

describe('mergeEditIntoCurrent', () => {
  test.each([
    [
      'gives the edit list exactly when nothing changed elsewhere',
      [1, 2, 3],
      [3, 1, 9],
      [1, 2, 3],
      [3, 1, 9],
    ],
    ['keeps the edit list when nothing changed anywhere', [1, 2, 3], [1, 2, 3], [1, 2, 3], [1, 2, 3]],
    ['keeps a favorite added elsewhere, at the end', [1, 2, 3], [2, 3], [1, 2, 3, 7], [2, 3, 7]],
    ['keeps several added elsewhere in the current order', [1, 2], [1, 2], [8, 1, 2, 7], [1, 2, 8, 7]],
    ['keeps one removed elsewhere removed', [1, 2, 3], [3, 1, 2], [1, 3], [3, 1]],
    ['keeps one removed here removed although still current', [1, 2, 3], [1, 3], [1, 2, 3, 7], [1, 3, 7]],
    ['keeps one removed here and elsewhere removed', [1, 2, 3], [1, 3], [1, 3], [1, 3]],
    [
      'keeps the order of this edit over an order changed elsewhere',
      [1, 2, 3],
      [3, 2, 1],
      [2, 1, 3],
      [3, 2, 1],
    ],
    ['puts added elsewhere after a reorder here', [1, 2, 3], [3, 1, 2], [1, 2, 3, 7], [3, 1, 2, 7]],
    [
      'keeps one added here (the star while editing) where the edit put it',
      [1, 2],
      [5, 1, 2],
      [1, 2, 7],
      [5, 1, 2, 7],
    ],
    [
      'lists one added both here and elsewhere once, where the edit put it',
      [1, 2],
      [5, 1, 2],
      [1, 2, 5],
      [5, 1, 2],
    ],
    ['keeps one added elsewhere although it was added and removed here', [1], [1], [1, 5], [1, 5]],
    ['gives what was added elsewhere when everything was removed here', [1, 2], [], [1, 2, 7], [7]],
  ])('%s', (_, start, edited, current, expected) => {
    expect(mergeEditIntoCurrent(start, edited, current)).toEqual(expected);
  });

  test.each([
    [
      [1, 2, 3],
      [3, 1],
      [1, 2, 3, 7],
    ],
    [[1, 2], [5, 2], [2]],
    [[], [4], [6, 4]],
  ])('gives the same list again when merged onto its own result (%j, %j, %j)', (start, edited, current) => {
    const merged = mergeEditIntoCurrent(start, edited, current);
    expect(mergeEditIntoCurrent(current, merged, current)).toEqual(merged);
  });
});
