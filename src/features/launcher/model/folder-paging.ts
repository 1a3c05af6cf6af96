/** A folder popup shows 3×3 apps per page (S1 §2.3, §9). */
export const APPS_PER_FOLDER_PAGE = 9;

/** The folder's apps cut into pages of 9; an empty folder has no pages. */
export function folderPages<T>(apps: readonly T[]): T[][] {
  const pages: T[][] = [];
  for (let start = 0; start < apps.length; start += APPS_PER_FOLDER_PAGE) {
    pages.push(apps.slice(start, start + APPS_PER_FOLDER_PAGE));
  }
  return pages;
}

/** How many page dots a folder with `appCount` apps shows. */
export function folderPageCount(appCount: number): number {
  return Math.ceil(Math.max(0, appCount) / APPS_PER_FOLDER_PAGE);
}

/** A page index kept inside `0 … pageCount − 1` (0 when there are no pages). */
export function clampFolderPage(pageIndex: number, pageCount: number): number {
  if (pageCount <= 0 || !Number.isFinite(pageIndex)) return 0;
  return Math.min(Math.max(0, Math.trunc(pageIndex)), pageCount - 1);
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
