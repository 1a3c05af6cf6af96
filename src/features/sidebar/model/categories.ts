import { appTypes, type MenuItem } from '../../../contracts/menu';
import { favoriteMenuItems } from '../../../contracts/menu-tree';
import { activeEntry, entryHolds } from '../../../core/menu/active-entry';

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
 * The category to select after navigation (S1 §2.6): the first of Favorites, Apps, Reports,
 * Forms, Links that holds the highlighted entry for `href` (see `activeEntry`), directly or as
 * one of its pages; undefined when no entry is highlighted (e.g. on /home).
 */
export function selectedCategoryFor(
  items: readonly MenuItem[],
  favoriteIds: readonly number[],
  href: string,
): SidebarCategory | undefined {
  const activeId = activeEntry(items, href)?.id;
  if (activeId === undefined) return undefined;
  return sidebarCategories.find((category) =>
    sidebarCategoryItems(items, favoriteIds, category).some((item) => entryHolds(item, activeId)),
  );
}

/** The category shown before any navigation picks one: Favorites when there are any, else Apps. */
export function defaultCategory(favoriteIds: readonly number[]): SidebarCategory {
  return favoriteIds.length > 0 ? 'Favorites' : 'Apps';
}
