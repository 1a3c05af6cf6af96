import { notifications, notificationsStore } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountInfo, menuItem } from '../../../test/fixtures/shell-builders';
import { readCached } from '../cache/cache-store';
import { setNetwork, signInAs, signOutForTest } from '../cache/signed-in.testkit';
import { INCARNATION_KEY } from '../db/database-lost';
import { deleteFromOutside, freshPortalDb } from '../db/fresh-db.testkit';
import { portalDb } from '../db/portal-db';
import { queueFavorites } from '../favorites/favorites-outbox';
import { NetworkStatus } from '../network/model/network-state';
import { accountsAtom } from '../session/account-state';
import { menuAtom, menuRead } from '../session/user-context';
import { appStore } from '../state/jotai';
import { watchForLostQueue } from './lost-queue';
import type { QueueSnapshot } from './model/lost-records';
import { enqueue } from './outbox';
import { pendingRecords, usageRecord } from './outbox.testkit';

const shownNotice = () =>
  notificationsStore.getState().notifications.find((notice) => notice.id === 'outbox-records-removed');

let stop: () => void = () => {};
beforeEach(() => {
  // Notices another file of this worker left would hide this one past Mantine's limit.
  notifications.clean();
  freshPortalDb();
  signInAs(1, 5);
  appStore.set(accountsAtom, [accountInfo(5)]);
  appStore.set(menuAtom, {
    items: [menuItem({ id: 101, title: 'Shift Management' }), menuItem({ id: 102, title: 'Dashboard' })],
    favorites: [101, 102],
  });
  setNetwork(NetworkStatus.disconnected);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  stop();
  notifications.clean();
  appStore.set(menuAtom, undefined);
  signOutForTest();
  vi.restoreAllMocks();
});

/** Starts the watch and waits until it has read the queue and the database's marker. */
async function watchUntilSeen(waiting: number) {
  let last: QueueSnapshot | undefined;
  stop = watchForLostQueue((snapshot) => {
    last = snapshot;
  });
  await vi.waitFor(async () => {
    expect(Object.values(last?.counts ?? {}).reduce((a, b) => a + b, 0)).toBe(waiting);
    expect(await portalDb().meta.get(INCARNATION_KEY)).toBeDefined();
  });
}

describe('the queue cleared under the open app (walkthrough 10, defect 2)', () => {
  it('queues again what the tab saw, with the same ids, and tells the user', async () => {
    const star = await queueFavorites({ favorites: [101, 102], base: [101] });
    const visit = await enqueue('usage', usageRecord(1));
    await watchUntilSeen(2);

    await deleteFromOutside(portalDb().name);

    await vi.waitFor(async () =>
      expect((await pendingRecords(1)).map((r) => r.id)).toEqual([star.id, visit.id]),
    );
    await vi.waitFor(() => expect(shownNotice()).toBeDefined());
    expect(shownNotice()).toMatchObject({
      title: 'Changes on this device were removed',
      message:
        "This browser's stored data for the portal was cleared while changes were waiting to be sent. " +
        'This tab still had these and queued them again: Dashboard added to favorites; 1 app visit record.',
      autoClose: false,
    });
    // The menu as the server last had it, so the next star is made over that list, not the screen's.
    const cached = await readCached('1:5:menu', menuRead.schema);
    expect(cached?.value.favorites).toEqual([101]);
  });

  it('says nothing when nothing was waiting', async () => {
    await watchUntilSeen(0);
    await deleteFromOutside(portalDb().name);
    await vi.waitFor(async () => expect(await portalDb().meta.get(INCARNATION_KEY)).toBeDefined());
    expect(shownNotice()).toBeUndefined();
  });
});
