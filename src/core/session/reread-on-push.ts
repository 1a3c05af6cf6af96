import type { z } from '../../contracts/zod';
import { readCachedRow } from '../cache/cache-store';
import type { CacheScope } from '../cache/model/cache-key';
import { cacheKey } from '../cache/model/cache-key';
import { currentCacheOwner, type Fetcher, refreshCached } from '../cache/read-through';
import { notificationSettingsRead } from './notification-settings';
import { menuRead } from './user-context';
import { userPreferencesRead } from './user-preferences';

/*
 * The user's favorites, preferences and notification settings read again because the server said
 * they changed (the notifications hub's FavoritesChanged, PreferencesChanged and
 * NotificationSettingsChanged: saved on another of the user's devices, or by this page): the
 * device's copy is rewritten and every screen and tab follows it (walkthrough 36, O2, O3: another
 * device showed the old favorites and look until it reloaded).
 * Loaded with the hubs (start-hubs.ts), off the first screen.
 */

interface Read<S extends z.ZodMiniType> {
  resource: string;
  fetch: Fetcher<S>;
  schema: S;
}

/**
 * A forced read (`refreshCached`): an answer still out from before the change is not taken, and
 * a save this page made meanwhile stays in the device's copy (the read's answer does not hide
 * it). A failure is left to the next read (the connection coming back reads them again).
 */
function rereadNow<S extends z.ZodMiniType>(scope: CacheScope, read: Read<S>): void {
  const owner = currentCacheOwner(scope);
  if (!owner) return;
  void refreshCached(owner, read.resource, read.fetch, read.schema, { force: true }).catch(() => undefined);
}

/**
 * The favorites, which the menu carries (per user and context account). An edit in progress is
 * not overwritten: it shows applied to the list read (`favoritesStateAtom`, `mergeEditIntoCurrent`).
 */
export function rereadFavorites(): void {
  rereadNow('account', menuRead);
}

/**
 * The preferences, and with them the look. A change of this page not yet saved stays on top of
 * them (`appearanceWithPending`, the Preferences fields).
 */
export function rereadPreferences(): void {
  rereadNow('user', userPreferencesRead);
}

/**
 * The notification settings, where this device keeps a copy (its Notifications sub-tab was opened):
 * a device that never showed them is not made to read them. A toggle of this page not yet saved
 * stays on top of them (`pendingNotificationSettingsAtom`).
 */
export async function rereadNotificationSettings(): Promise<void> {
  const owner = currentCacheOwner('user');
  if (!owner || (await readCachedRow(cacheKey(owner, notificationSettingsRead.resource))) === undefined)
    return;
  rereadNow('user', notificationSettingsRead);
}
