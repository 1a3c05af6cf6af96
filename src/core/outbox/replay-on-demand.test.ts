import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setNetwork, signInAs, signOutForTest } from '../cache/signed-in.testkit';
import { freshPortalDb } from '../db/fresh-db.testkit';
import { portalDb } from '../db/portal-db';
import { NetworkStatus } from '../network/model/network-state';
import { enqueue } from './outbox';
import { pendingRecords, usageRecord } from './outbox.testkit';
import { replayOutbox } from './replay-on-demand';
import { registerSender } from './senders';

const stops: Array<() => void> = [];
beforeEach(() => {
  freshPortalDb();
  signInAs(1, 5);
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  signOutForTest();
});

describe('replayOutbox (the replay loaded on demand)', () => {
  it('sends what waits, in order, as the replay does', async () => {
    const sent: string[] = [];
    stops.push(registerSender('usage', async (record) => void sent.push(String(record.payload.appName))));
    setNetwork(NetworkStatus.disconnected);
    await enqueue('usage', usageRecord(1));
    await enqueue('usage', usageRecord(2));
    setNetwork(NetworkStatus.connected);

    await replayOutbox();
    expect(sent).toEqual(['App 1', 'App 2']);
    await expect(pendingRecords(1)).resolves.toEqual([]);
  });

  it('fails no caller when IndexedDB cannot be read: it says so, and the next trigger tries again', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setNetwork(NetworkStatus.connected);
    portalDb().close({ disableAutoOpen: true });

    await expect(replayOutbox()).resolves.toBeUndefined();
    expect(logged).toHaveBeenCalledWith('Outbox: replay failed', expect.anything());

    freshPortalDb();
    const send = vi.fn(async () => undefined);
    stops.push(registerSender('usage', send));
    setNetwork(NetworkStatus.disconnected);
    await enqueue('usage', usageRecord(3));
    setNetwork(NetworkStatus.connected);
    await replayOutbox();
    expect(send).toHaveBeenCalledTimes(1);
  });
});
