import { describe, expect, test } from 'vitest';
import { folderPages, isFolderPageRendered } from './folder-pages';
import { APPS_PER_FOLDER_PAGE } from './folder-paging';

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

describe('isFolderPageRendered', () => {
  const rendered = (pageCount: number, shown: number) =>
    Array.from({ length: pageCount }, (_, index) => index).filter((index) =>
      isFolderPageRendered(index, shown),
    );

  test.each([
    [1, 0, [0]],
    [2, 0, [0, 1]],
    [2, 1, [0, 1]],
    [40, 0, [0, 1]],
    [40, 20, [19, 20, 21]],
    [40, 39, [38, 39]],
  ])('renders of %i pages, page %i shown, the pages %j', (pageCount, shown, pages) => {
    expect(rendered(pageCount, shown)).toEqual(pages);
  });

  test.each([10, 11, 17, 18, 19, 360, 361])(
    'renders a full page whichever page is shown (%i apps), so the popup keeps its height',
    (appCount) => {
      const pages = folderPages(Array.from({ length: appCount }, (_, index) => index));
      pages.forEach((_, shown) => {
        const fullest = Math.max(
          ...pages.filter((__, index) => isFolderPageRendered(index, shown)).map((page) => page.length),
        );
        expect(fullest).toBe(APPS_PER_FOLDER_PAGE);
      });
    },
  );
});
