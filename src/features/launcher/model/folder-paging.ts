/** A folder popup shows 3×3 apps per page (S1 §2.3, §9). */
export const APPS_PER_FOLDER_PAGE = 9;

/** How many page dots a folder with `appCount` apps shows. */
export function folderPageCount(appCount: number): number {
  return Math.ceil(Math.max(0, appCount) / APPS_PER_FOLDER_PAGE);
}

/** A page index kept inside `0 … pageCount − 1` (0 when there are no pages). */
export function clampFolderPage(pageIndex: number, pageCount: number): number {
  if (pageCount <= 0 || !Number.isFinite(pageIndex)) return 0;
  return Math.min(Math.max(0, Math.trunc(pageIndex)), pageCount - 1);
}
