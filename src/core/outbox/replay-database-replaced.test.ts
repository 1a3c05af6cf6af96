import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setNetwork, signInAs, signOutForTest } from '../cache/signed-in.testkit';
import { deleteFromOutside, freshPortalDb } from '../db/fresh-db.testkit';
import { portalDb } from '../db/portal-db';
import { NetworkStatus } from '../network/model/network-state';
import { RecordRejectedError } from './model/send-failures';
import { outboxRecordOf, pendingRecords, usageRecord } from './outbox.testkit';
import { deadLettersOf } from './outbox-store';
import { replay } from './replay';
import { registerBatchSender } from './senders';

/**
 * Site data cleared while a batch is on its way (walkthrough 10, defect 2): the database is made
 * anew and numbers its rows from 1 again. The pass that sent the batch must not remove, overwrite
 * or set aside rows of the new database by the numbers it read from the old one.
 */
const unregister: Array<() => void> = [];

beforeEach(() => {
  freshPortalDb();
  signInAs(1, 5);
  setNetwork(NetworkStatus.connected);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  for (const stop of unregister.splice(0)) stop();
  signOutForTest();
  vi.restoreAllMocks();
});

/** A usage batch sender whose one call waits until the test answers it. */
function heldBatchSender() {
  let answer: (entries: unknown[]) => void = () => {};
  let called: () => void = () => {};
  const sending = new Promise<void>((resolve) => {
    called = resolve;
  });
  unregister.push(
    registerBatchSender('usage', {
      maxRecords: 500,
      send: (records) => {
        called();
        return new Promise((resolve) => {
          answer = (entries) => resolve(records.map((_, index) => entries[index]));
        });
      },
    }),
  );
  return { sending, answer: (entries: unknown[]) => answer(entries) };
}

describe('a replay whose database is replaced while a batch is on its way', () => {
  it.each<[string, unknown]>([
    ['stored', undefined],
    ['to be retried', new Error('The server could not save the usage log. Try again later.')],
    ['refused as invalid', new RecordRejectedError('Invalid usage record: appUrl: unknown app.')],
  ])('leaves the new database’s records alone when the server answers %s', async (_answer, entry) => {
    const sender = heldBatchSender();
    await portalDb().outbox.bulkAdd([1, 2, 3].map((n) => outboxRecordOf('usage', usageRecord(n), 1)));
    const replaying = replay();
    await sender.sending;

    await deleteFromOutside(portalDb().name);
    // The user stars an app after the loss: the new database's first record (seq 1).
    const star = outboxRecordOf('favorites', { favorites: [7] }, 1);
    await portalDb().outbox.add(star);
    sender.answer([entry, entry, entry]);
    await replaying;

    const pending = await pendingRecords(1);
    expect(pending.map((record) => [record.id, record.kind, record.payload, record.attempts])).toEqual([
      [star.id, 'favorites', { favorites: [7] }, 0],
    ]);
    await expect(deadLettersOf(1)).resolves.toEqual([]);
  });
});
