import { type AppType, appTypes, type MenuItem } from '../../../contracts/menu';
import { favoriteMenuItems } from '../../../contracts/menu-tree';

export type LauncherGroupKey = 'Favorites' | AppType;

export interface LauncherGroup {
  key: LauncherGroupKey;
  label: string;
  /** Shown when `items` is empty: `'No Forms Found.'`. */
  emptyText: string;
  items: MenuItem[];
}

export interface LauncherGroupsInput {
  /** The user's top-level menu items; an item's `pages` stay inside it (a folder). */
  items: readonly MenuItem[];
  /** Favorite item ids in the user's order; ids not in the menu are left out. */
  favoriteIds: readonly number[];
  editingFavorites: boolean;
}

/** `'No {group} Found.'` (S1 §2.3). */
export const emptyGroupText = (label: string) => `No ${label} Found.`;

const group = (key: LauncherGroupKey, items: MenuItem[]): LauncherGroup => ({
  key,
  label: key,
  emptyText: emptyGroupText(key),
  items,
});

/**
 * The launcher's groups, top to bottom: Favorites when there are favorites or they are being
 * edited (always first, even empty while editing: it is what is being edited), then Apps,
 * Reports, Forms and Links with the empty ones moved after the filled ones (keeping that order).
 */
export function launcherGroups({
  items,
  favoriteIds,
  editingFavorites,
}: LauncherGroupsInput): LauncherGroup[] {
  const favorites = favoriteMenuItems(items, favoriteIds);
  const byType = appTypes.map((appType) =>
    group(
      appType,
      items.filter((item) => item.appType === appType),
    ),
  );
  const ordered = [
    ...byType.filter((g) => g.items.length > 0),
    ...byType.filter((g) => g.items.length === 0),
  ];
  const showFavorites = favorites.length > 0 || editingFavorites;
  return showFavorites ? [group('Favorites', favorites), ...ordered] : ordered;
}
