import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setNetwork, signInAs, signOutForTest } from '../cache/signed-in.testkit';
import { freshPortalDb, unavailablePortalDb } from '../db/fresh-db.testkit';
import { NetworkStatus } from '../network/model/network-state';
import { enqueue } from './outbox';
import { latestPendingFavoritesChange, queuedCount, queueSummary } from './outbox-store';
import { replayOutbox } from './replay-on-demand';
import { registerSender } from './senders';

/*
 * A browser that refuses IndexedDB (walkthrough 10, defect 1) has no queue: a record goes to its
 * sender at once, the queue reads as empty, and the replay neither fails nor logs.
 */

let unregister: (() => void) | undefined;

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  unavailablePortalDb();
  signInAs(1, 5);
  setNetwork(NetworkStatus.connected);
});
afterEach(() => {
  unregister?.();
  signOutForTest();
  vi.restoreAllMocks();
  freshPortalDb();
});

describe('the outbox without IndexedDB', () => {
  it('sends a record at once through its sender, with an id for the Idempotency-Key', async () => {
    const sent = vi.fn(async () => {});
    unregister = registerSender('notificationDismissal', sent);
    const record = await enqueue('notificationDismissal', { id: 42 });
    expect(sent).toHaveBeenCalledTimes(1);
    expect(sent).toHaveBeenCalledWith(
      expect.objectContaining({ id: record.id, payload: { id: 42 }, userId: 1 }),
    );
  });

  it('fails the caller when the sender fails: nothing could keep the record for later', async () => {
    unregister = registerSender('notificationDismissal', async () => {
      throw new Error('offline');
    });
    await expect(enqueue('notificationDismissal', { id: 42 })).rejects.toThrow('offline');
  });

  it('reads as an empty queue, and a replay neither fails nor logs', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(queuedCount(1)).resolves.toBe(0);
    await expect(queueSummary(1)).resolves.toEqual({ pending: 0, lastError: null });
    await expect(latestPendingFavoritesChange(1)).resolves.toBeUndefined();
    await replayOutbox();
    expect(errors).not.toHaveBeenCalled();
  });
});
