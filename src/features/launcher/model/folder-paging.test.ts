import { describe, expect, test } from 'vitest';
import { clampFolderPage, folderPageCount } from './folder-paging';

describe('folderPageCount', () => {
  test.each([
    [0, 0],
    [1, 1],
    [9, 1],
    [10, 2],
    [18, 2],
    [19, 3],
  ])('shows %i apps on %i page dots', (count, pages) => {
    expect(folderPageCount(count)).toBe(pages);
  });
});

describe('clampFolderPage', () => {
  test.each([
    [0, 3, 0],
    [2, 3, 2],
    [3, 3, 2],
    [-1, 3, 0],
    [5, 0, 0],
    [Number.NaN, 2, 0],
  ])('keeps page %d of %i pages at %i', (index, count, expected) => {
    expect(clampFolderPage(index, count)).toBe(expected);
  });
});
