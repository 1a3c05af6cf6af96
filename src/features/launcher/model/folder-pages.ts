import { APPS_PER_FOLDER_PAGE } from './folder-paging';

// The popup's pages as it draws them, loaded with it; folder-paging.ts keeps what the first
// screen's folder tiles use (a first-screen module carries all its exports in the entry chunk).

/** The folder's apps cut into pages of 9; an empty folder has no pages. */
export function folderPages<T>(apps: readonly T[]): T[][] {
  const pages: T[][] = [];
  for (let start = 0; start < apps.length; start += APPS_PER_FOLDER_PAGE) {
    pages.push(apps.slice(start, start + APPS_PER_FOLDER_PAGE));
  }
  return pages;
}

/**
 * Whether the folder popup renders page `index` while page `shown` is shown: the shown page and
 * its neighbours only, so a folder of 360 apps renders at most 27 tiles, not 360 (walkthrough 7).
 * The popup keeps its height: with two or more pages, the shown page or its previous neighbour is
 * a full page of 9 (only the last page can be short), so the fullest page is always rendered.
 */
export function isFolderPageRendered(index: number, shown: number): boolean {
  return Math.abs(index - shown) <= 1;
}
