import type { MenuItem } from '../../contracts/menu';
import type { FavoritesChange } from '../../contracts/shell';
import { cacheKey } from '../cache/model/cache-key';
import { currentCacheOwner, refreshCached } from '../cache/read-through';
import { withPortalDb } from '../db/db';
import { isOnline } from '../network/network-monitor';
import { menuAtom, menuRead } from '../session/user-context';
import { appStore } from '../state/jotai';
import { describeFavoritesChange } from './model/describe-change';

function titleIn(items: readonly MenuItem[], id: number): string | undefined {
  for (const item of items) {
    if (item.id === id) return item.title;
    const inPages = titleIn(item.pages, id);
    if (inPages !== undefined) return inPages;
  }
  return undefined;
}

/** A lost or restored favorites change in words, with the titles of the menu on screen. */
export function describeFavoritesForUser(change: FavoritesChange): string {
  const items = appStore.get(menuAtom)?.items ?? [];
  return describeFavoritesChange(change, (id) => titleIn(items, id));
}

/**
 * After the database was cleared (core/outbox/lost-queue.ts): the cached menu went with it. A
 * favorites change queued again (`restored`) keeps its base, the server's list as last heard: the
 * menu on screen is written back with that list, so the next star is made over it (without a
 * cached menu the base would be the screen's list, the lost change in it, and the server would
 * never get it). Then, online, the menu is read from the server: the screen shows what the server
 * holds, with the queued change over it, and nothing stored nowhere.
 */
export async function showFavoritesAfterLoss(restored: FavoritesChange | undefined): Promise<void> {
  const owner = currentCacheOwner();
  const menu = appStore.get(menuAtom);
  if (!owner) return;
  if (menu && restored?.base) {
    // Written as a cache row directly (writeCached, with fewer names for the first chunk to
    // export: docs/performance.md); fetched at 0, so any read revalidates it. The entries' marks
    // are the screen's: the menu is shown through the queued change, which marks them again.
    const { resource } = menuRead;
    const row = { ...owner, key: cacheKey(owner, resource), resource, fetchedAt: 0 };
    // Through db.ts's door: this module is in the frame's parts chunk (core/outbox/lost-queue.ts).
    await withPortalDb(
      (db) => db.cache.put({ ...row, value: { ...menu, favorites: restored.base } }),
      () => undefined,
    );
  }
  if (isOnline())
    await refreshCached(owner, menuRead.resource, menuRead.fetch, menuRead.schema, { force: true }).catch(
      () => undefined,
    );
}
