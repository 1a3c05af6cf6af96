import type { Claim } from '../../contracts/claims';
import type { MenuResponse } from '../../contracts/menu';
import type { SignedInUser } from '../auth/sessions';
import type { Db } from '../db/database';
import { badRequest } from '../http/http-error';
import { toMenuItem, visibleCatalogue } from './menu-access';
import { type CatalogueItem, flattenCatalogue } from './menu-catalogue';
import { loadCatalogue, loadFavoriteIds, saveFavoriteIds } from './menu-store';

function visibleMenu(db: Db, user: SignedInUser) {
  const items = visibleCatalogue(loadCatalogue(db), user.claims);
  return { items, ids: new Set(flattenCatalogue(items).map((item) => item.id)) };
}

/** The user's menu; favorites the user can no longer see (a permission was taken away) are left out. */
export function menuFor(db: Db, user: SignedInUser): MenuResponse {
  const visible = visibleMenu(db, user);
  const favorites = loadFavoriteIds(db, user.id).filter((id) => visible.ids.has(id));
  const favoriteSet = new Set(favorites);
  return { items: visible.items.map((item) => toMenuItem(item, favoriteSet)), favorites };
}

/**
 * Every entry of the menu `menuFor` gives a user with these claims, pages included (flattened), as
 * the catalogue holds them: what a check of the entries needs, without the favorites and the copies
 * `menuFor` makes for the answer (the usage hub reads it once per call: half of menuFor's time).
 */
export function menuEntriesFor(db: Db, claims: readonly Claim[]): CatalogueItem[] {
  return flattenCatalogue(visibleCatalogue(loadCatalogue(db), claims));
}

/** Replaces the favorites after checking each id is a distinct entry of the user's menu (else 400). */
export function replaceFavorites(db: Db, user: SignedInUser, ids: readonly number[]): number[] {
  const visibleIds = visibleMenu(db, user).ids;
  const issues = ids.flatMap((id, index) => {
    if (!visibleIds.has(id))
      return [{ path: `favorites.${index}`, message: `Menu item ${id} is not in your menu.` }];
    if (ids.indexOf(id) !== index)
      return [{ path: `favorites.${index}`, message: `Menu item ${id} is listed twice.` }];
    return [];
  });
  const first = issues[0];
  if (first) throw badRequest(`Cannot save favorites: ${first.message}`, issues);
  saveFavoriteIds(db, user.id, ids);
  return [...ids];
}
