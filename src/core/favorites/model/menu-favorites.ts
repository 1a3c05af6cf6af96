import type { MenuItem, MenuResponse } from '../../../contracts/menu';

/**
 * The menu with the server-confirmed favorites: the ordered id list and each entry's `favorite`
 * flag (folders' pages too) agree, so readers of either see the same thing.
 */
export function withFavorites(menu: MenuResponse, favoriteIds: readonly number[]): MenuResponse {
  const ids = new Set(favoriteIds);
  const mark = (item: MenuItem): MenuItem => ({
    ...item,
    favorite: ids.has(item.id),
    pages: item.pages.map(mark),
  });
  return { items: menu.items.map(mark), favorites: [...favoriteIds] };
}
