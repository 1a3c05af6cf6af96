import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error';
import { setNetwork, signInAs, signOutForTest } from '../cache/signed-in.testkit';
import { freshPortalDb } from '../db/fresh-db.testkit';
import { NetworkStatus } from '../network/model/network-state';
import { enqueue } from './outbox';
import { pendingRecords, usageRecord } from './outbox.testkit';
import { replay } from './replay';
import { registerSender } from './senders';
import { startOutbox } from './start-outbox';

const stops: Array<() => void> = [];
beforeEach(() => {
  freshPortalDb();
  signInAs(1, 5);
  setNetwork(NetworkStatus.connected);
});
afterEach(async () => {
  await replay();
  for (const stop of stops.splice(0)) stop();
  signOutForTest();
});

describe('startOutbox triggers', () => {
  it('replays at once, backoff or not, when the banner turns back to connected', async () => {
    let fail = true;
    const send = vi.fn(async () => {
      if (fail) throw new ApiError('http', 'Down', 502);
    });
    stops.push(registerSender('usage', send), startOutbox());
    await enqueue('usage', usageRecord(1));
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    await replay();
    fail = false;
    setNetwork(NetworkStatus.disconnected);
    setNetwork(NetworkStatus.connecting);
    expect(send).toHaveBeenCalledTimes(1);
    setNetwork(NetworkStatus.connected);
    await vi.waitFor(async () => expect(await pendingRecords(1)).toEqual([]));
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('sends records queued offline when a sender registers later (the usage hub loading)', async () => {
    stops.push(startOutbox());
    setNetwork(NetworkStatus.disconnected);
    await enqueue('usage', usageRecord(1));
    setNetwork(NetworkStatus.connected);
    await replay();
    await expect(pendingRecords(1)).resolves.toHaveLength(1);
    const send = vi.fn(async () => {});
    stops.push(registerSender('usage', send));
    await vi.waitFor(async () => expect(await pendingRecords(1)).toEqual([]));
  });

  it("sends a user's records from an earlier session when they sign in again", async () => {
    const send = vi.fn(async () => {});
    stops.push(registerSender('usage', send));
    setNetwork(NetworkStatus.disconnected);
    await enqueue('usage', usageRecord(1));
    signOutForTest();
    setNetwork(NetworkStatus.connected);
    stops.push(startOutbox());
    expect(send).not.toHaveBeenCalled();
    signInAs(1, 5);
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
  });
});
