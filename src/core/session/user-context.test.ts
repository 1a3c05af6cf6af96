import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountInfo, menuItems } from '../../../test/fixtures/shell-builders';
import { Headers } from '../../contracts/headers';
import type { MenuResponse } from '../../contracts/menu';
import { jsonAnswer, serveApi, setUpTestApi } from '../api/app-api.testkit';
import { updateCachedRows } from '../cache/cache-store';
import { setNetwork, signInAs, signOutForTest } from '../cache/signed-in.testkit';
import { freshPortalDb } from '../db/fresh-db.testkit';
import { portalDb } from '../db/portal-db';
import { queueFavorites } from '../favorites/favorites-outbox';
import { NetworkStatus } from '../network/model/network-state';
import { appStore } from '../state/jotai';
import { accountsAtom } from './account-state';
import {
  ensureUserContext,
  forgetUserContext,
  menuAtom,
  menuRead,
  reloadUserContextForNewAccount,
  showMenu,
} from './user-context';

const menu: MenuResponse = { items: menuItems(3), favorites: [2] };
const roles = { roles: [{ roleId: 3, roleName: 'Supervisor' }], consolidated: false };

function serveUserContext() {
  return serveApi({
    'GET Common/Accounts': () => jsonAnswer([accountInfo(5)]),
    'GET Common/Menu': () => jsonAnswer(menu),
    'GET Common/Roles': () => jsonAnswer(roles),
  });
}

beforeEach(() => {
  setUpTestApi();
  freshPortalDb();
  setNetwork(NetworkStatus.connected);
  signInAs(1, 5);
});
afterEach(() => {
  forgetUserContext();
  signOutForTest();
  vi.unstubAllGlobals();
});

describe('ensureUserContext', () => {
  it('loads accounts, menu and roles through the cache', async () => {
    const requests = serveUserContext();
    const context = await ensureUserContext();
    expect(context.menu.favorites).toEqual([2]);
    expect(context.accounts.map((a) => a.acctId)).toEqual([5]);
    expect(requests.map((r) => r.path).sort()).toEqual(['Common/Accounts', 'Common/Menu', 'Common/Roles']);
    expect(appStore.get(menuAtom)?.items).toHaveLength(3);
  });

  it('asks the server for the accounts list again after an account change, however recent the copy', async () => {
    let accounts = [accountInfo(5)];
    const requests = serveApi({
      'GET Common/Accounts': () => jsonAnswer(accounts),
      'GET Common/Menu': () => jsonAnswer(menu),
      'GET Common/Roles': () => jsonAnswer(roles),
    });
    await ensureUserContext();
    const askedForAccounts = () => requests.filter((r) => r.path === 'Common/Accounts').length;
    expect(askedForAccounts()).toBe(1);
    // Moments later, an ordinary re-load of the context takes the fresh copy…
    forgetUserContext();
    await ensureUserContext();
    expect(askedForAccounts()).toBe(1);
    // …but an account change asks again, and the new list reaches the screens.
    accounts = [accountInfo(5), accountInfo(6)];
    await reloadUserContextForNewAccount();
    await vi.waitFor(() => expect(askedForAccounts()).toBe(2));
    await vi.waitFor(() => expect(appStore.get(accountsAtom).map((a) => a.acctId)).toEqual([5, 6]));
  });

  it('passes offline after a reload from what was cached', async () => {
    serveUserContext();
    await ensureUserContext();
    forgetUserContext(); // the reload: nothing in memory, everything in IndexedDB
    setNetwork(NetworkStatus.disconnected);
    const offlineRequests = serveApi({}); // nothing answers: any request would fail the test below
    const context = await ensureUserContext();
    expect(context.menu.items).toHaveLength(3);
    expect(context.roles.roles[0]?.roleName).toBe('Supervisor');
    expect(offlineRequests).toEqual([]);
  });

  it('keeps menuAtom equal to the cached menu when the row changes', async () => {
    serveUserContext();
    await ensureUserContext();
    await updateCachedRows(1, menuRead.resource, menuRead.schema, (cached) => ({
      ...cached,
      favorites: [3, 1],
    }));
    await vi.waitFor(() => expect(appStore.get(menuAtom)?.favorites).toEqual([3, 1]));
  });

  it('keeps the menu shown when it is read again unchanged, so the memoised tiles are not drawn again', () => {
    showMenu(structuredClone(menu));
    const shown = appStore.get(menuAtom);
    // A read of the same menu (the cached row after the network's, a background refresh)…
    showMenu(structuredClone(menu));
    expect(appStore.get(menuAtom)).toBe(shown);
    // …and one bringing a change.
    showMenu({ ...menu, favorites: [1] });
    expect(appStore.get(menuAtom)?.favorites).toEqual([1]);
  });

  it('shows a favorites change not yet sent over the cached menu, through an offline reload', async () => {
    serveUserContext();
    await ensureUserContext();
    setNetwork(NetworkStatus.disconnected);
    await queueFavorites({ favorites: [3, 1], base: [2] });
    await vi.waitFor(() => expect(appStore.get(menuAtom)?.favorites).toEqual([3, 1]));

    forgetUserContext(); // the reload
    const context = await ensureUserContext();
    expect(context.menu.favorites).toEqual([3, 1]);
    expect(context.menu.items.filter((item) => item.favorite).map((item) => item.id)).toEqual([1, 3]);

    // Replayed (or set aside): the record leaves the queue and the server's list shows again.
    await portalDb().outbox.clear();
    await vi.waitFor(() => expect(appStore.get(menuAtom)?.favorites).toEqual([2]));
  });

  it('shows a pending star over a refreshed menu beside a favorite added on another device', async () => {
    serveUserContext();
    await ensureUserContext();
    setNetwork(NetworkStatus.disconnected);
    await queueFavorites({ favorites: [2, 3], base: [2] });
    await updateCachedRows(1, menuRead.resource, menuRead.schema, (cached) => ({
      ...cached,
      favorites: [2, 1],
    }));
    await vi.waitFor(() => expect(appStore.get(menuAtom)?.favorites).toEqual([2, 1, 3]));
  });

  it('loads and caches the menu of the account named by ?acctId=, apart from the selected one', async () => {
    const menus: Record<string, MenuResponse> = {
      '5': { items: menuItems(3), favorites: [2] },
      '6': { items: menuItems(1), favorites: [] },
    };
    serveApi({
      'GET Common/Accounts': () => jsonAnswer([accountInfo(5), accountInfo(6)]),
      'GET Common/Menu': ({ headers }) => jsonAnswer(menus[headers.get(Headers.accountId) ?? '']),
      'GET Common/Roles': () => jsonAnswer(roles),
    });
    const openUrl = (search: string) => vi.stubGlobal('window', { location: { search } });

    openUrl('');
    expect((await ensureUserContext()).menu.items).toHaveLength(3);
    openUrl('?acctId=6');
    expect((await ensureUserContext()).menu.items).toHaveLength(1);
    expect(appStore.get(menuAtom)?.items).toHaveLength(1);
    const keys = (await portalDb().cache.toArray()).map((row) => row.key).sort();
    expect(keys).toEqual(['1:-:accounts', '1:5:menu', '1:5:roles', '1:6:menu', '1:6:roles']);

    // Back on the selected account: its own rows again, not account 6's.
    openUrl('?tab=1');
    expect((await ensureUserContext()).menu.items).toHaveLength(3);
    await vi.waitFor(() => expect(appStore.get(menuAtom)?.items).toHaveLength(3));
  });
});
