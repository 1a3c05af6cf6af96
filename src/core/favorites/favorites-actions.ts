import type { FavoritesChange } from '../../contracts/shell';
import { messageOf } from '../api/api-error';
import { onSignOut } from '../auth/sign-out';
import { readCached } from '../cache/cache-store';
import { cacheKey } from '../cache/model/cache-key';
import { currentCacheOwner, refreshCached } from '../cache/read-through';
import { portalDbUnavailable } from '../db/db';
import { newRecordId } from '../outbox/record-id';
import { senderFor } from '../outbox/senders';
import { onRecordSetAside } from '../outbox/set-aside-events';
import { menuAtom, menuRead, showMenu } from '../session/user-context';
import { appStore } from '../state/jotai';
import { toastError } from '../ui/toasts';
import { queueFavorites, saveFavoritesChange } from './favorites-outbox';
import { createFavoritesController, type FavoritesEffects } from './favorites-state';
import { withFavorites } from './model/menu-favorites';

/** Title of the toast after a refused save; the body is the server's message (S1 §8). */
export const FAVORITES_NOT_SAVED = 'Favorites not saved';

/**
 * Once the app has started the outbox (and registered this sender, main.tsx), saves go through it:
 * queued at once, sent when online. Not where the browser refuses IndexedDB: no queue there.
 */
const outboxIsRunning = () => senderFor('favorites') !== undefined && !portalDbUnavailable();

/**
 * The server's favorites as this device last heard them: the cached menu's, without a pending
 * change laid over (else the shown menu's). A change is the shown list against this one, so a
 * change replacing a queued one still carries the queued one's stars and removals.
 */
async function lastHeardFavorites(): Promise<number[]> {
  const owner = currentCacheOwner();
  const cached =
    owner && (await readCached(cacheKey(owner, menuRead.resource), menuRead.schema).catch(() => undefined));
  return cached?.value.favorites ?? appStore.get(menuAtom)?.favorites ?? [];
}

const serverEffects: FavoritesEffects = {
  persist: async (favoriteIds) => {
    const change = lastHeardFavorites().then((base): FavoritesChange => ({ favorites: favoriteIds, base }));
    if (outboxIsRunning()) {
      try {
        // Handed over at once, while the base is still read: the title bar counts the change as
        // waiting from the click on (walkthrough 7), not from when it is stored.
        return (await queueFavorites(change)).payload.favorites;
      } catch (error) {
        console.warn('The outbox could not queue the favorites; saving them directly', error);
      }
    }
    // Without the outbox (not started, or IndexedDB unavailable): the same merge and PUT at once.
    return saveFavoritesChange(await change, {
      userId: currentCacheOwner()?.userId,
      idempotencyKey: newRecordId(),
    });
  },
  // The menu shows the list at once; a queued change also stays shown (user-context lays it over
  // the cached menu's list) until the server confirms or refuses it.
  // Through showMenu: a list equal to the shown one keeps the menu object, so no tile redraws.
  applySaved: async (favoriteIds) => {
    const menu = appStore.get(menuAtom);
    if (menu) showMenu(withFavorites(menu, favoriteIds));
  },
  reloadMenu: async () => {
    const owner = currentCacheOwner();
    // Written to the cache, the fresh menu reaches menuAtom through user-context's mirror,
    // with any favorites change still queued kept on top.
    if (owner)
      await refreshCached(owner, menuRead.resource, menuRead.fetch, menuRead.schema, { force: true });
    else showMenu(await menuRead.fetch());
  },
  reportSaveFailure: (error) => {
    console.error('Favorites save failed', error);
    toastError(FAVORITES_NOT_SAVED, messageOf(error));
  },
};

const controller = createFavoritesController(appStore, serverEffects);
onSignOut(() => controller.reset());
// A queued save the server refused later (the outbox logs it and sets it aside; the menu falls
// back to the server's list by itself): the user hears of it too (S1 §8).
onRecordSetAside((letter) => {
  if (letter.record.kind === 'favorites') toastError(FAVORITES_NOT_SAVED, letter.reason);
});

/** Adds or removes a favorite (the sidebar's star); saved at once unless the launcher is editing. */
export const toggleFavorite = controller.toggleFavorite;
export const startFavoritesEdit = controller.startEdit;
export const moveFavorite = controller.move;
export const saveFavoritesEdit = controller.saveEdit;
export const cancelFavoritesEdit = controller.cancelEdit;
