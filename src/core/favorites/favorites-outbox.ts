import { Headers } from '../../contracts/headers';
import type { FavoritesChange } from '../../contracts/shell';
import { shellEndpoints } from '../../contracts/shell-api';
import { appApi } from '../api/app-api';
import { updateCachedRows } from '../cache/cache-store';
import { isUnreadableSuccess } from '../outbox/model/send-failures';
import { enqueue } from '../outbox/outbox';
import { registerSender, type Sender } from '../outbox/senders';
import { menuRead } from '../session/user-context';
import { mergeChangeIntoCurrent } from './model/favorites-change';
import { withFavorites } from './model/menu-favorites';

/**
 * Queues a favorites change through the outbox: at once, replacing any queued change not yet in
 * flight (the new one was made over it), and sent with its id as the Idempotency-Key. Shown at
 * once: `menuAtom` shows the newest pending change over the cached menu's list, through reloads
 * and refreshes, until it is sent.
 */
export function queueFavorites(change: FavoritesChange | Promise<FavoritesChange>) {
  return enqueue('favorites', change);
}

interface SaveOptions {
  /** Whose cached menus take the saved list; none without a cache. */
  userId: number | undefined;
  /** The outbox record's id; a fresh one for each save without the outbox (the header always goes). */
  idempotencyKey: string;
  /** An outbox replay, not a click just now (core/api/client.ts). */
  background?: boolean;
}

/**
 * Saves a change over what the server holds now (walkthrough 8, defect 1): reads the server's
 * favorites (GET Common/Menu), applies the change to them (`mergeChangeIntoCurrent`: favorites
 * other devices added or removed since the change was made stay so) and PUTs the result, the
 * whole list the API takes. The server's answer (it may drop ids no longer in the menu) becomes
 * the cached menu's favorites in every account of the user, so the screen settles on what the
 * server holds, the other devices' favorites included. Between the read and the PUT another
 * device's save can still be overwritten: the API has no version to refuse it with.
 */
export async function saveFavoritesChange(
  change: FavoritesChange,
  { userId, idempotencyKey, background }: SaveOptions,
): Promise<number[]> {
  const current = await appApi().call(shellEndpoints.menu, { background });
  const merged = mergeChangeIntoCurrent(change, current.favorites);
  let saved: number[];
  try {
    ({ favorites: saved } = await appApi().call(shellEndpoints.saveFavorites, {
      body: { favorites: merged },
      headers: { [Headers.idempotencyKey]: idempotencyKey },
      background,
    }));
  } catch (error) {
    if (!isUnreadableSuccess(error)) throw error;
    // The server applied the list (a 2xx) but its answer cannot be read: the list sent is the
    // best knowledge of what it holds until the next menu refresh.
    saved = merged;
  }
  if (userId !== undefined) {
    await updateCachedRows(userId, menuRead.resource, menuRead.schema, (menu) => withFavorites(menu, saved));
  }
  return saved;
}

/** An outbox record: a replay after a lost answer repeats its key, and the server applies it once. */
const sendFavorites: Sender<'favorites'> = async (record) => {
  await saveFavoritesChange(record.payload, {
    userId: record.userId,
    idempotencyKey: record.id,
    background: true,
  });
};

/**
 * Boot, once, with the outbox: queued favorites (also from an earlier session) are sent from now
 * on, and saves go through the outbox (`favorites-actions.ts`). Returns the unregister function.
 */
export function registerFavoritesSender(): () => void {
  return registerSender('favorites', sendFavorites);
}
