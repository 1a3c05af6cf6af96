import { describe, expect, test } from 'vitest';
import { clampFolderPage, folderPageCount, folderPages } from './folder-paging';

const ids = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

describe('folderPages', () => {
  test.each([
    [0, []],
    [1, [1]],
    [9, [9]],
    [10, [9, 1]],
    [27, [9, 9, 9]],
    [28, [9, 9, 9, 1]],
  ])('cuts %i apps into pages of sizes %j', (count, sizes) => {
    expect(folderPages(ids(count)).map((page) => page.length)).toEqual(sizes);
  });

  test('keeps the apps in order across pages', () => {
    expect(folderPages(ids(11))).toEqual([
      [1, 2, 3, 4, 5, 6, 7, 8, 9],
      [10, 11],
    ]);
  });
});

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
