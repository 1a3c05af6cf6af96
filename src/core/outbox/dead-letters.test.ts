import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setNetwork, signInAs, signOutForTest } from '../cache/signed-in.testkit';
import { freshPortalDb } from '../db/fresh-db.testkit';
import { portalDb } from '../db/portal-db';
import { NetworkStatus } from '../network/model/network-state';
import { requeueDeadLetter } from './dead-letters';
import { outboxRecordOf, pendingRecords } from './outbox.testkit';
import { registerSender } from './senders';

const stops: Array<() => void> = [];
// The replay's module, which the first trigger imports, loaded before any test's clock runs (slow
// under a loaded machine's parallel runs).
beforeAll(async () => {
  await import('./replay');
});
beforeEach(() => {
  freshPortalDb();
  signInAs(1, 5);
  setNetwork(NetworkStatus.connected);
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  signOutForTest();
});

const setAsideStar = () =>
  portalDb().deadLetters.add({
    userId: 1,
    record: { ...outboxRecordOf('favorites', { favorites: [102] }, 1), seq: 1 },
    reason: "403: You don't have access to account 1001.",
    failedAt: 0,
  });

describe('requeueDeadLetter (Send again)', () => {
  it('sends the record at once when online, without waiting for Sync now (walkthrough 11)', async () => {
    const sent: unknown[] = [];
    let delivered: () => void = () => undefined;
    const deliveredOnce = new Promise<void>((resolve) => {
      delivered = resolve;
    });
    stops.push(
      registerSender('favorites', async (record) => {
        sent.push(record.payload);
        delivered();
      }),
    );
    const seq = await setAsideStar();

    await requeueDeadLetter(seq, Date.now());
    await deliveredOnce;

    expect(sent).toEqual([{ favorites: [102] }]);
    await expect(portalDb().deadLetters.count()).resolves.toBe(0);
    // The pass ends (the sent record leaves the queue) before the next test's database is made.
    await vi.waitFor(async () => expect(await pendingRecords(1)).toEqual([]));
  });

  it('keeps it queued while offline, for the connection to send', async () => {
    const sent: unknown[] = [];
    stops.push(registerSender('favorites', async (record) => void sent.push(record.payload)));
    setNetwork(NetworkStatus.disconnected);
    const seq = await setAsideStar();

    await requeueDeadLetter(seq, Date.now());

    expect(sent).toEqual([]);
    await expect(pendingRecords(1)).resolves.toHaveLength(1);
  });
});
