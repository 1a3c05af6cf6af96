import { Headers } from '../../contracts/headers';
import { shellEndpoints } from '../../contracts/shell-api';
import { appApi } from '../api/app-api';
import { updateCachedRows } from '../cache/cache-store';
import { isUnreadableSuccess } from '../outbox/model/classify-failure';
import { enqueue } from '../outbox/outbox';
import { registerSender, type Sender } from '../outbox/senders';
import { menuRead } from '../session/user-context';
import { withFavorites } from './model/menu-favorites';

/**
 * Saves the user's favorites through the outbox: queued at once, replacing any queued change not
 * yet in flight, and sent with its id as the Idempotency-Key. Shown at once: `menuAtom` shows the
 * newest pending list over the cached menu's, through reloads and refreshes, until it is sent.
 */
export function queueFavorites(favorites: readonly number[]) {
  return enqueue('favorites', { favorites: [...favorites] });
}

/**
 * PUT Common/Favorites. On success the server's list (it may drop ids no longer in the menu)
 * becomes the cached menu's favorites in every account, so the screen settles on what the server
 * holds once the pending change leaves the queue, with no flash back to the older list.
 */
const sendFavorites: Sender<'favorites'> = async (record) => {
  let saved: readonly number[];
  try {
    ({ favorites: saved } = await appApi().call(shellEndpoints.saveFavorites, {
      body: record.payload,
      headers: { [Headers.idempotencyKey]: record.id },
      background: true,
    }));
  } catch (error) {
    if (!isUnreadableSuccess(error)) throw error;
    // The server applied the list (a 2xx) but its answer cannot be read: the list sent is the
    // best knowledge of what it holds until the next menu refresh.
    saved = record.payload.favorites;
  }
  await updateCachedRows(record.userId, menuRead.resource, menuRead.schema, (menu) =>
    withFavorites(menu, saved),
  );
};

/**
 * Boot, once, with the outbox: queued favorites (also from an earlier session) are sent from now
 * on, and saves go through the outbox (`favorites-actions.ts`). Returns the unregister function.
 */
export function registerFavoritesSender(): () => void {
  return registerSender('favorites', sendFavorites);
}
