import type { MenuItem } from '../../../contracts/menu';

/** A folder icon shows at most this many sub-icons (S1 §2.3). */
export const FOLDER_PREVIEW_MAX_ICONS = 4;

export interface FolderPreview {
  /** The pages whose icons are drawn, in menu order. */
  icons: MenuItem[];
  /** `'+N'` in the last cell when pages are left out; undefined when all fit. */
  moreLabel: string | undefined;
}

/**
 * The icon preview of a folder: all pages when they fit in 4 cells; otherwise the first 3 and a
 * `'+N'` label where N is the count minus 3.
 */
export function folderPreview(pages: readonly MenuItem[]): FolderPreview {
  if (pages.length <= FOLDER_PREVIEW_MAX_ICONS) return { icons: [...pages], moreLabel: undefined };
  const shown = FOLDER_PREVIEW_MAX_ICONS - 1;
  return { icons: pages.slice(0, shown), moreLabel: `+${pages.length - shown}` };
}
