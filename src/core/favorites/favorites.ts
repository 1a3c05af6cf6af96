import { api } from '../../contracts/api';
import { messageOf } from '../api/api-error';
import { appApi } from '../api/app-api';
import { onSignOut } from '../auth/sign-out';
import { updateCachedRows } from '../cache/cache-store';
import { currentCacheOwner, refreshCached } from '../cache/read-through';
import { menuAtom, menuRead } from '../session/user-context';
import { appStore } from '../state/jotai';
import { toastError } from '../ui/toasts';
import { createFavoritesController, type FavoritesEffects } from './favorites-state';
import { withFavorites } from './model/menu-favorites';

/** Title of the toast after a refused save; the body is the server's message (S1 §8). */
export const FAVORITES_NOT_SAVED = 'Favorites not saved';

const serverEffects: FavoritesEffects = {
  // Straight to the API for now; the outbox's 'favorites' sender (collapse to latest, replay later) goes here once it has `enqueue`.
  persist: async (favoriteIds) =>
    (await appApi().call(api.saveFavorites, { body: { favorites: favoriteIds } })).favorites,
  applySaved: async (favoriteIds) => {
    appStore.set(menuAtom, (menu) => menu && withFavorites(menu, favoriteIds));
    const owner = currentCacheOwner();
    if (!owner) return;
    // Favorites belong to the user, not the account: every cached menu of the user takes them.
    await updateCachedRows(owner.userId, menuRead.resource, menuRead.schema, (menu) =>
      withFavorites(menu, favoriteIds),
    ).catch(() => undefined);
  },
  reloadMenu: async () => {
    const owner = currentCacheOwner();
    const menu = owner
      ? await refreshCached(owner, menuRead.resource, menuRead.fetch, menuRead.schema, { force: true })
      : await menuRead.fetch();
    appStore.set(menuAtom, menu);
  },
  reportSaveFailure: (error) => {
    console.error('Favorites save failed', error);
    toastError(FAVORITES_NOT_SAVED, messageOf(error));
  },
};

const controller = createFavoritesController(appStore, serverEffects);
onSignOut(() => controller.reset());

/** Adds or removes a favorite (the sidebar's star); saved at once unless the launcher is editing. */
export const toggleFavorite = controller.toggleFavorite;
export const startFavoritesEdit = controller.startEdit;
export const moveFavorite = controller.move;
export const saveFavoritesEdit = controller.saveEdit;
export const cancelFavoritesEdit = controller.cancelEdit;
