// @vitest-environment jsdom

import { notifications, notificationsStore } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountInfo, authUser } from '../../../test/fixtures/shell-builders';
import { Headers } from '../../contracts/headers';
import type { MenuResponse } from '../../contracts/menu';
import { jsonAnswer, type ServedRequest, serveApi, setUpTestApi } from '../api/app-api.testkit';
import { getSession, setSession } from '../auth/session-state';
import { setNetwork, signInAs, signOutForTest } from '../cache/signed-in.testkit';
import { freshPortalDb } from '../db/fresh-db.testkit';
import { portalDb } from '../db/portal-db';
import { registerNavigator } from '../navigation';
import { NetworkStatus } from '../network/model/network-state';
import { appStore } from '../state/jotai';
import { followAccountDropped, followRenewedAccount, moveOffAccount } from './account-lost';
import { accountsAtom, currentContextAccount } from './account-state';
import { asAccountSwitch } from './account-switch';
import { forgetUserContext } from './user-context';

const METRO = 1001;
const ZURICH = 1002;
const PHOENIX = 1004;
const menu: MenuResponse = { items: [], favorites: [] };
const roles = { roles: [{ roleId: 3, roleName: 'Supervisor' }], consolidated: false };
const accountOf = (request: ServedRequest) => request.headers.get(Headers.accountId);

let navigations: string[];

beforeEach(() => {
  // Notices another file of this worker left would hide this one past Mantine's limit.
  notifications.clean();
  setUpTestApi();
  freshPortalDb();
  setNetwork(NetworkStatus.connected);
  signInAs(1, METRO);
  appStore.set(accountsAtom, [
    accountInfo(METRO, 'Metro Airport Rentals'),
    accountInfo(ZURICH, 'Zürich Hub'),
    accountInfo(PHOENIX, 'Phoenix Fleet Center'),
  ]);
  window.history.replaceState(null, '', '/dashboard');
  navigations = [];
  registerNavigator((href) => {
    navigations.push(href);
    window.history.replaceState(null, '', href);
  });
});
afterEach(() => {
  notifications.clean();
  forgetUserContext();
  signOutForTest();
});

/** The server once Metro was taken from the user; the reads made in Zürich wait for `held`. */
function serveAfterRemoval(held: Promise<void>) {
  const inZurich = async (request: ServedRequest, answer: unknown) => {
    if (accountOf(request) === String(ZURICH)) await held;
    return jsonAnswer(answer);
  };
  return serveApi({
    'GET Common/Accounts': (request) =>
      inZurich(request, [accountInfo(ZURICH, 'Zürich Hub'), accountInfo(PHOENIX, 'Phoenix Fleet Center')]),
    'GET Common/Menu': (request) => inZurich(request, menu),
    'GET Common/Roles': (request) => inZurich(request, roles),
    'PUT Common/SelectedAccount': (request) =>
      jsonAnswer(authUser({ id: 1, selectedAccountId: (request.body as { acctId: number }).acctId })),
  });
}

/** The selections the app saved at the server: the account named in the body, and the header's. */
const savedSelections = (requests: ServedRequest[]) =>
  requests
    .filter((request) => request.method === 'PUT' && request.path === 'Common/SelectedAccount')
    .map((request) => ({ acctId: (request.body as { acctId: number }).acctId, header: accountOf(request) }));

const notice = () => notificationsStore.getState().notifications.find((shown) => shown.id === 'account-link');

/** A renewal answered `acctId` (the server's fallback), with a new token: what the follower sees. */
function renewedTo(acctId: number) {
  const session = getSession();
  if (session)
    setSession({ ...session, user: { ...session.user, authToken: 'renewed', selectedAccountId: acctId } });
}

/** What the user's account switch leaves behind (user-menu's switchAccount, once answered). */
function userSwitchedTo(acctId: number) {
  const session = getSession();
  if (session) setSession({ ...session, user: { ...session.user, selectedAccountId: acctId } });
  const { pathname, search } = window.location;
  const params = new URLSearchParams(search);
  if (params.has('acctId')) params.set('acctId', String(acctId));
  window.history.replaceState(null, '', `${pathname}${params.size > 0 ? `?${params}` : ''}`);
}

describe('moving off an account taken from the user', () => {
  it('says it when the accounts read again no longer hold the account shown, and moves as after a refusal (CI, 2026-11-30)', async () => {
    serveAfterRemoval(Promise.resolve());
    // The refreshed list has landed: the screen fell back to the first account held, the session
    // still on Metro, and no request naming Metro was refused yet.
    appStore.set(accountsAtom, [
      accountInfo(ZURICH, 'Zürich Hub'),
      accountInfo(PHOENIX, 'Phoenix Fleet Center'),
    ]);
    await followAccountDropped(accountInfo(METRO, 'Metro Airport Rentals'));
    expect(notice()?.message).toBe('You no longer have access to Metro Airport Rentals; showing Zürich Hub.');
    expect(getSession()?.user.selectedAccountId).toBe(ZURICH);
    // A refusal of Metro arriving after it moves nothing again, and says nothing twice.
    await moveOffAccount(METRO, 'GET');
    expect(
      notificationsStore.getState().notifications.filter((shown) => shown.id === 'account-link'),
    ).toHaveLength(1);
  });

  it('moves to the first account held and shows the page there', async () => {
    serveAfterRemoval(Promise.resolve());
    await expect(moveOffAccount(METRO, 'GET')).resolves.toBe(true);
    expect(currentContextAccount()?.acctId).toBe(ZURICH);
    expect(getSession()?.user.selectedAccountId).toBe(ZURICH);
    expect(navigations).toEqual(['/dashboard']);
  });

  it('saves the account moved to at the server, in that account, when the selected one was lost', async () => {
    // The address names Phoenix Fleet Center, which the app did not know the user held (granted as
    // Metro was taken): the app shows it, while the server falls back to its first account held.
    appStore.set(accountsAtom, [
      accountInfo(METRO, 'Metro Airport Rentals'),
      accountInfo(ZURICH, 'Zürich Hub'),
    ]);
    window.history.replaceState(null, '', `/dashboard?acctId=${PHOENIX}`);
    const requests = serveAfterRemoval(Promise.resolve());
    await moveOffAccount(METRO, 'GET');
    expect(currentContextAccount()?.acctId).toBe(PHOENIX);
    expect(getSession()?.user.selectedAccountId).toBe(PHOENIX);
    expect(savedSelections(requests)).toEqual([{ acctId: PHOENIX, header: String(PHOENIX) }]);
  });

  it('saves nothing when the lost account came from the address and the selected one is held', async () => {
    signInAs(1, ZURICH);
    appStore.set(accountsAtom, [
      accountInfo(METRO, 'Metro Airport Rentals'),
      accountInfo(ZURICH, 'Zürich Hub'),
    ]);
    window.history.replaceState(null, '', `/dashboard?acctId=${METRO}`);
    const requests = serveAfterRemoval(Promise.resolve());
    await moveOffAccount(METRO, 'GET');
    expect(currentContextAccount()?.acctId).toBe(ZURICH);
    expect(savedSelections(requests)).toEqual([]);
  });

  it('does not take back an account switch the user made as the accounts list was stored', async () => {
    serveAfterRemoval(Promise.resolve());
    // The user's switch is answered while the move stores the list it read.
    const table = portalDb().cache;
    const switchOnStore = () => userSwitchedTo(PHOENIX);
    table.hook('creating', switchOnStore);
    try {
      await moveOffAccount(METRO, 'GET');
    } finally {
      table.hook('creating').unsubscribe(switchOnStore);
    }
    expect(getSession()?.user.selectedAccountId).toBe(PHOENIX);
    expect(currentContextAccount()?.acctId).toBe(PHOENIX);
    expect(navigations).toEqual([]);
  });

  it('does not take back an account switch the user made while the new account was read', async () => {
    // The page's address names the account (S1 §2.1): the move would name Zürich Hub in it.
    window.history.replaceState(null, '', `/dashboard?acctId=${METRO}`);
    let release = () => {};
    const requests = serveAfterRemoval(new Promise<void>((resolve) => (release = resolve)));
    const moved = moveOffAccount(METRO, 'GET');
    // The move has chosen Zürich Hub and reads its context; the user picks Phoenix meanwhile.
    await vi.waitFor(() =>
      expect(requests.some((request) => accountOf(request) === String(ZURICH))).toBe(true),
    );
    userSwitchedTo(PHOENIX);
    release();
    await moved;
    expect(currentContextAccount()?.acctId).toBe(PHOENIX);
    expect(navigations).toEqual([]);
    expect(window.location.search).toBe(`?acctId=${PHOENIX}`);
  });
});

describe("the user's own account switch under way", () => {
  it('is not taken back, and its choice is the one the server keeps: the move saves nothing', async () => {
    const requests = serveAfterRemoval(Promise.resolve());
    // The user picked Phoenix Fleet Center (user-menu's switchAccount); its PUT is out, not answered yet.
    await asAccountSwitch(() => moveOffAccount(METRO, 'GET'));
    expect(savedSelections(requests)).toEqual([]);
    expect(notice()).toBeUndefined();
    userSwitchedTo(PHOENIX);
    expect(getSession()?.user.selectedAccountId).toBe(PHOENIX);
    expect(navigations).toEqual([]);
  });
});

describe('a renewal that answered another account than the selected one', () => {
  it('when the selected account was taken: says so as a refusal would, shows the page again and saves the account', async () => {
    const requests = serveAfterRemoval(Promise.resolve());
    renewedTo(ZURICH);
    await followRenewedAccount(METRO, ZURICH);
    expect(notice()?.message).toBe('You no longer have access to Metro Airport Rentals; showing Zürich Hub.');
    expect(getSession()?.user.selectedAccountId).toBe(ZURICH);
    expect(navigations).toEqual(['/dashboard']);
    expect(savedSelections(requests)).toEqual([{ acctId: ZURICH, header: String(ZURICH) }]);
  });

  it('names the account taken though the list without it landed first (CI, 2026-12-01)', async () => {
    serveAfterRemoval(Promise.resolve());
    // A page loaded with a lapsed token: its renewal is followed on idle, after the accounts read
    // again (without Metro) reached the screen.
    appStore.set(accountsAtom, [
      accountInfo(ZURICH, 'Zürich Hub'),
      accountInfo(PHOENIX, 'Phoenix Fleet Center'),
    ]);
    renewedTo(ZURICH);
    await followRenewedAccount(METRO, ZURICH);
    expect(notice()?.message).toBe('You no longer have access to Metro Airport Rentals; showing Zürich Hub.');
  });

  it('keeps an account the address names and the user holds, and saves it: the next renewal agrees', async () => {
    window.history.replaceState(null, '', `/dashboard?acctId=${PHOENIX}`);
    const requests = serveAfterRemoval(Promise.resolve());
    renewedTo(ZURICH);
    await followRenewedAccount(METRO, ZURICH);
    expect(notice()?.message).toBe(
      'You no longer have access to Metro Airport Rentals; showing Phoenix Fleet Center.',
    );
    expect(getSession()?.user.selectedAccountId).toBe(PHOENIX);
    expect(savedSelections(requests)).toEqual([{ acctId: PHOENIX, header: String(PHOENIX) }]);
  });

  it('says and saves nothing when the account left is still held', async () => {
    const requests = serveApi({
      'GET Common/Accounts': () =>
        jsonAnswer([accountInfo(METRO, 'Metro Airport Rentals'), accountInfo(ZURICH, 'Zürich Hub')]),
    });
    renewedTo(ZURICH);
    await followRenewedAccount(METRO, ZURICH);
    expect(notice()).toBeUndefined();
    expect(getSession()?.user.selectedAccountId).toBe(ZURICH);
    expect(navigations).toEqual([]);
    expect(savedSelections(requests)).toEqual([]);
  });

  it('gives way to an account switch the user made while the accounts were read', async () => {
    const requests = serveAfterRemoval(Promise.resolve());
    renewedTo(ZURICH);
    const followed = followRenewedAccount(METRO, ZURICH);
    userSwitchedTo(PHOENIX);
    await followed;
    expect(notice()).toBeUndefined();
    expect(getSession()?.user.selectedAccountId).toBe(PHOENIX);
    expect(savedSelections(requests)).toEqual([]);
  });

  it('says it once when a refusal of the same account comes meanwhile', async () => {
    // The address still names Metro: the app's calls name it until the accounts are read again.
    window.history.replaceState(null, '', `/dashboard?acctId=${METRO}`);
    const requests = serveAfterRemoval(Promise.resolve());
    const show = vi.spyOn(notifications, 'show');
    renewedTo(ZURICH);
    await Promise.all([followRenewedAccount(METRO, ZURICH), moveOffAccount(METRO, 'GET')]);
    expect(show).toHaveBeenCalledTimes(1);
    show.mockRestore();
    expect(window.location.search).toBe(`?acctId=${ZURICH}`);
    expect(savedSelections(requests)).toEqual([{ acctId: ZURICH, header: String(ZURICH) }]);
  });
});
