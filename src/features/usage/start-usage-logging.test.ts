import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { menuItem } from '../../../test/fixtures/shell-builders';
import { setNetwork, signInAs, signOutForTest } from '../../core/cache/signed-in.testkit';
import { freshPortalDb } from '../../core/db/fresh-db.testkit';
import { reloadCounterAtom } from '../../core/navigation-reload';
import { NetworkStatus } from '../../core/network/model/network-state';
import { pendingRecords } from '../../core/outbox/outbox.testkit';
import { accountsAtom } from '../../core/session/account-state';
import { menuAtom } from '../../core/session/user-context';
import { appStore } from '../../core/state/jotai';
import { recordAppLaunch } from '../../core/usage/app-launch';
import type { ResolvedNavigation } from './model/navigation-events';
import { type NavigationSource, startUsageLogging } from './start-usage-logging';

type Listener = (navigation: ResolvedNavigation) => void;
const listeners = new Set<Listener>();
const router: NavigationSource = {
  subscribe: (_event, listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
const resolve = (href: string, hrefChanged = true) => {
  const [pathname = '', search = ''] = href.split('?');
  for (const listener of listeners)
    listener({ hrefChanged, toLocation: { pathname, searchStr: search ? `?${search}` : '' } });
};

const queuedUrls = async () =>
  (await pendingRecords(1)).map((row) => (row.payload as { appUrl: string }).appUrl);

let stop: () => void;
beforeEach(() => {
  freshPortalDb();
  signInAs(1, 5);
  // Offline: records stay queued where the test can read them.
  setNetwork(NetworkStatus.disconnected);
  appStore.set(menuAtom, {
    items: [menuItem({ id: 102, title: 'Dashboard', appType: 'Apps', url: '/dashboard' })],
    favorites: [],
  });
  stop = startUsageLogging(router);
});
afterEach(() => {
  stop();
  signOutForTest();
  appStore.set(menuAtom, undefined);
});

describe('startUsageLogging', () => {
  it('queues a record per visit, in order, with the menu entry and the context account', async () => {
    resolve('/home');
    resolve('/dashboard?acctId=5');
    resolve('/error/403');
    resolve('/display/3');
    await vi.waitFor(async () => expect(await queuedUrls()).toEqual(['/dashboard?acctId=5', '/error/403']));
    const [dashboard, error] = (await pendingRecords(1)).map((row) => row.payload);
    expect(dashboard).toMatchObject({ appName: 'Dashboard', group: 'Apps', contextAccountID: 5, userID: 1 });
    expect(error).toMatchObject({ statusCode: 403, group: null });
  });

  // Walkthrough 16, D3: a bare page opened by a full load (an error page) loads no accounts.
  it("logs a bare page's context account before the accounts are known", async () => {
    appStore.set(accountsAtom, []);
    resolve('/error/500');
    resolve('/survey-form?acctId=7');
    await vi.waitFor(async () => expect(await queuedUrls()).toEqual(['/error/500', '/survey-form?acctId=7']));
    const [error, form] = (await pendingRecords(1)).map((row) => row.payload);
    expect(error).toMatchObject({ statusCode: 500, contextAccountID: 5 });
    expect(form).toMatchObject({ contextAccountID: 5 });
  });

  it('logs a re-run of the same location only when the user asked for it again', async () => {
    resolve('/dashboard');
    // Not a visit: nothing is queued for it (the decision is synchronous).
    resolve('/dashboard', false);
    appStore.set(reloadCounterAtom, (n) => n + 1);
    resolve('/dashboard', false);
    await vi.waitFor(async () => expect(await queuedUrls()).toEqual(['/dashboard', '/dashboard']));
  });

  it('records an app launch the router never sees', async () => {
    await recordAppLaunch({
      group: 'Links',
      appName: 'Fleet Status',
      appUrl: 'https://fleet.test',
      itemID: '501',
    });
    await vi.waitFor(async () => expect(await queuedUrls()).toEqual(['https://fleet.test']));
    expect((await pendingRecords(1))[0]?.payload).toMatchObject({
      itemID: '501',
      statusCode: 200,
      userID: 1,
    });
  });

  it('logs nothing while nobody is signed in', async () => {
    signOutForTest();
    resolve('/dashboard');
    signInAs(1, 5);
    expect(await queuedUrls()).toEqual([]);
  });
});
