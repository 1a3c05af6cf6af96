import { appTypes, type MenuItem } from '../../../contracts/menu';
import { favoriteMenuItems, isPathAtOrUnder, menuItemPath } from '../../../contracts/menu-tree';

/** The sidebar's categories, in the order they are shown and checked (S1 §2.6). */
export const sidebarCategories = ['Favorites', ...appTypes] as const;
export type SidebarCategory = (typeof sidebarCategories)[number];

/** The entries a category lists: the favorites in the user's order, or the top-level items of that app type. */
export function sidebarCategoryItems(
  items: readonly MenuItem[],
  favoriteIds: readonly number[],
  category: SidebarCategory,
): MenuItem[] {
  if (category === 'Favorites') return favoriteMenuItems(items, favoriteIds);
  return items.filter((item) => item.appType === category);
}

/**
 * True when the entry is the one for `pathname`: its in-app path (its url, or `/url/{id}` for an
 * external link shown in the app) is the pathname or a parent of it, or one of its pages matches.
 */
export function entryMatchesPath(item: MenuItem, pathname: string): boolean {
  const path = menuItemPath(item);
  if (path !== undefined && isPathAtOrUnder(pathname, path)) return true;
  return item.pages.some((page) => entryMatchesPath(page, pathname));
}

/**
 * The category to select after navigation: the first of Favorites, Apps, Reports, Forms, Links
 * that lists an entry matching `pathname`; undefined when none does (e.g. on /home).
 */
export function selectedCategoryFor(
  items: readonly MenuItem[],
  favoriteIds: readonly number[],
  pathname: string,
): SidebarCategory | undefined {
  return sidebarCategories.find((category) =>
    sidebarCategoryItems(items, favoriteIds, category).some((item) => entryMatchesPath(item, pathname)),
  );
}
