import type { MenuResponse } from '../../contracts/menu';
import type { AccountInfo, RolesResponse } from '../../contracts/session';
import { shellEndpoints } from '../../contracts/shell-api';
import { appApi } from '../api/app-api';
import { getSession } from '../auth/session-state';
import { onSignOut } from '../auth/sign-out';
import { readCached, watchCached, watchLive } from '../cache/cache-store';
import { cacheKey } from '../cache/model/cache-key';
import { currentCacheOwner, readThrough, readThroughFrom } from '../cache/read-through';
import { mergeChangeIntoCurrent } from '../favorites/model/favorites-change';
import { withFavorites } from '../favorites/model/menu-favorites';
import { latestPendingFavoritesChange } from '../outbox/outbox-store';
import { appStore, atom } from '../state/jotai';
import { accountsAtom, currentContextAccount, requestedAccountId } from './account-state';

export const menuAtom = atom<MenuResponse | undefined>(undefined);
export const rolesAtom = atom<RolesResponse | undefined>(undefined);

export interface UserContext {
  accounts: AccountInfo[];
  menu: MenuResponse;
  roles: RolesResponse;
}

/**
 * The user-context reads, named once for the cache: the outbox rewrites the cached menu's
 * favorites under the same name. (Screens read `menuAtom`, which adds pending favorites; the raw
 * row is `useCachedResource(menuRead.resource, menuRead.fetch, menuRead.schema)`.)
 */
export const accountsRead = {
  resource: 'accounts',
  fetch: () => appApi().call(shellEndpoints.accounts),
  schema: shellEndpoints.accounts.response,
  // Loaded before any account is chosen: keyed by the user alone.
  scope: 'user',
} as const;
export const menuRead = {
  resource: 'menu',
  fetch: () => appApi().call(shellEndpoints.menu),
  schema: shellEndpoints.menu.response,
};
export const rolesRead = {
  resource: 'roles',
  fetch: () => appApi().call(shellEndpoints.roles),
  schema: shellEndpoints.roles.response,
};

/**
 * The menu as the user should see it: with their favorites change that the server has not
 * confirmed yet (queued offline, or in flight), so the change shows at once and survives reloads
 * and background refreshes; once replayed (or rejected) the server's list shows again. The change
 * shows applied to the menu's list as the sender will apply it to the server's: a refresh that
 * brings another device's favorites shows them beside it.
 */
async function withPendingFavorites(menu: MenuResponse, userId: number): Promise<MenuResponse> {
  const pending = await latestPendingFavoritesChange(userId).catch(() => undefined);
  return pending ? withFavorites(menu, mergeChangeIntoCurrent(pending, menu.favorites)) : menu;
}

/**
 * A menu read again unchanged (the cached row's plain then live read after the network's, each
 * background refresh) keeps the one shown: the launcher's tiles and the sidebar's entries are
 * memoised on its items, and a new copy drew all of them again, about 1,400 components with a big
 * menu as the first screen settles (walkthrough 21, defect 4).
 */
export const showMenu = (menu: MenuResponse) =>
  appStore.set(menuAtom, (shown) => (JSON.stringify(shown) === JSON.stringify(menu) ? shown : menu));

let loading: { key: string; promise: Promise<UserContext> } | undefined;
let stopWatching: (() => void) | undefined;

/**
 * Keeps the atoms equal to the cached rows from now on: background refreshes, the outbox's
 * reconciled favorites and other tabs all write the rows, and existing readers see it.
 */
function mirrorIntoAtoms(): void {
  stopWatching?.();
  const owner = currentCacheOwner('account');
  const userOwner = currentCacheOwner('user');
  if (!owner || !userOwner) return;
  const stops = [
    watchCached(cacheKey(userOwner, accountsRead.resource), accountsRead.schema, (accounts) => {
      const shown = currentContextAccount();
      appStore.set(accountsAtom, accounts);
      // The account shown was taken from the user: said as a refusal of it is (account-lost.ts).
      if (shown && accounts.length > 0 && !accounts.some((account) => account.acctId === shown.acctId))
        import('./account-lost').then((lost) => lost.followAccountDropped(shown)).catch(() => undefined);
    }),
    watchLive(async () => {
      const cached = await readCached(cacheKey(owner, menuRead.resource), menuRead.schema);
      return cached && withPendingFavorites(cached.value, owner.userId);
    }, showMenu),
    watchCached(cacheKey(owner, rolesRead.resource), rolesRead.schema, (roles) =>
      appStore.set(rolesAtom, roles),
    ),
  ];
  stopWatching = () => {
    for (const stop of stops) stop();
    stopWatching = undefined;
  };
}

/** `accountsFreshForMs`: 0 asks the server for the accounts list even if it was read moments ago. */
async function load(accountsFreshForMs?: number): Promise<UserContext> {
  // Accounts first: the context account keys the next reads and goes into their headers.
  // Each answer is used as it comes, stored meanwhile: on a first visit a store waits for Dexie's
  // chunk and the database's creation, and the menu's request and the first tile waited for it.
  // The accounts from the network say the device holds nothing of the user's (a first visit, or
  // after a sign-out): the menu and roles are not looked for there, a look that would wait for
  // the database's creation, which the accounts' store has begun.
  const { value: accounts, fromDevice } = await readThroughFrom(
    accountsRead.resource,
    accountsRead.fetch,
    accountsRead.schema,
    { scope: accountsRead.scope, freshForMs: accountsFreshForMs, answerBeforeStored: true },
  );
  appStore.set(accountsAtom, accounts);
  const options = { answerBeforeStored: true, nothingOnDevice: !fromDevice };
  const [cachedMenu, roles] = await Promise.all([
    readThrough(menuRead.resource, menuRead.fetch, menuRead.schema, options),
    readThrough(rolesRead.resource, rolesRead.fetch, rolesRead.schema, options),
  ]);
  const userId = currentCacheOwner('user')?.userId;
  const menu = userId === undefined ? cachedMenu : await withPendingFavorites(cachedMenu, userId);
  showMenu(menu);
  appStore.set(rolesAtom, roles);
  mirrorIntoAtoms();
  return { accounts, menu, roles };
}

/**
 * Accounts, menu and roles of the signed-in user, loaded once per user, context account and role
 * and shared by every guard and screen. The context account is the URL's `?acctId=` when present
 * (S1 §2.1), else the selected one: a link to another account loads (and caches) that account's
 * menu and roles under its own key instead of reusing the selected account's. They come from the IndexedDB cache at once when present (an
 * offline reload still passes the guards and shows the menu) and are refreshed in the background.
 * A failure is not kept: the next navigation tries again.
 */
export function ensureUserContext(): Promise<UserContext> {
  return contextFor();
}

/**
 * After the user changed their account (S2 Settings: "On account change or selected account
 * change, user accounts, accounts and locations are reloaded"): the context read again for the new
 * selection, and the accounts list asked of the server even if it was read moments ago. It is
 * keyed by the user, not the account, so the new selection alone would not read it again (it was
 * fresh for 5 s, or answered from the cache). It shows from the cache meanwhile; the server's
 * answer reaches `accountsAtom` when it lands.
 */
export function reloadUserContextForNewAccount(): Promise<UserContext> {
  forgetUserContext();
  return contextFor(0);
}

function contextFor(accountsFreshForMs?: number): Promise<UserContext> {
  const user = getSession()?.user;
  const key = `${user?.id}:${user?.selectedAccountId}:${requestedAccountId()}:${user?.selectedRoleId}`;
  if (loading?.key !== key) {
    const promise = load(accountsFreshForMs);
    loading = { key, promise };
    promise.catch(() => {
      if (loading?.promise === promise) loading = undefined;
    });
  }
  return loading.promise;
}

export function forgetUserContext(): void {
  stopWatching?.();
  loading = undefined;
  appStore.set(menuAtom, undefined);
  appStore.set(rolesAtom, undefined);
  appStore.set(accountsAtom, []);
}

onSignOut(forgetUserContext);
