import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setNetwork, signInAs, signOutForTest } from '../cache/signed-in.testkit';
import { freshPortalDb } from '../db/fresh-db.testkit';
import { portalDb } from '../db/portal-db';
import { NetworkStatus } from '../network/model/network-state';
import { enqueue, whenQueued } from './outbox';
import { usageRecord } from './outbox.testkit';

beforeEach(() => {
  freshPortalDb();
  signInAs(1, 5);
  setNetwork(NetworkStatus.disconnected);
});
afterEach(() => signOutForTest());

describe('whenQueued', () => {
  it('waits for every record handed to enqueue to be stored', async () => {
    // Not awaited: as a navigation's usage record is queued while the user clicks on.
    const queued = [enqueue('usage', usageRecord(1)), enqueue('usage', usageRecord(2))];
    let settled = false;
    const waiting = whenQueued().then(() => {
      settled = true;
    });
    // The IndexedDB write takes a task of its own: a few microtasks later it is still on its way.
    for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
    expect(settled).toBe(false);
    await waiting;
    expect(await portalDb().outbox.count()).toBe(2);
    await Promise.all(queued);
  });

  it('has nothing to wait for when nothing is on its way, or a record was refused by its contract', async () => {
    let settled = false;
    const refused = enqueue('usage', { not: 'a usage record' } as never);
    const waiting = whenQueued().then(() => {
      settled = true;
    });
    for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
    expect(settled).toBe(true);
    await waiting;
    await expect(refused).rejects.toThrow();
    expect(await portalDb().outbox.count()).toBe(0);
  });
});
