import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signInAs, signOutForTest } from '../cache/signed-in.testkit';
import { freshPortalDb } from '../db/fresh-db.testkit';
import { portalDb } from '../db/portal-db';
import { HubNotConnectedError } from '../realtime/managed-hub';
import { favorites, outboxRecordOf, pendingRecords, queueOffline, usage } from './outbox.testkit';
import { REPLAY_PAGE, replay } from './replay';
import { registerBatchSender, registerSender } from './senders';

/**
 * What a replay costs the database: it must stay linear in the queue (npm run bench replays
 * 10,000 records; re-reading the queue per record once made that take hours).
 */
const unregister: Array<() => void> = [];

beforeEach(() => {
  freshPortalDb();
  signInAs(1, 5);
});
afterEach(async () => {
  await replay();
  for (const stop of unregister.splice(0)) stop();
  signOutForTest();
});

/** How many outbox rows `work` reads. */
async function rowsReadDuring(work: () => Promise<void>): Promise<number> {
  let rowsRead = 0;
  const countRead = (row: unknown) => {
    rowsRead += 1;
    return row;
  };
  portalDb().outbox.hook('reading', countRead);
  try {
    await work();
  } finally {
    portalDb().outbox.hook('reading').unsubscribe(countRead);
  }
  return rowsRead;
}

/**
 * The outbox's writes from now on, by type ('add', 'delete', 'deleteRange', …), in order. Set up
 * before the database opens: a middleware added later is not used by the open database.
 */
function watchOutboxWrites(): string[] {
  const writes: string[] = [];
  portalDb().use({
    stack: 'dbcore',
    name: 'watch-outbox-writes',
    create: (down) => ({
      ...down,
      table: (name) => {
        const table = down.table(name);
        if (name !== 'outbox') return table;
        return {
          ...table,
          mutate: (request) => {
            writes.push(request.type);
            return table.mutate(request);
          },
        };
      },
    }),
  });
  return writes;
}

describe('outbox replay cost', () => {
  it('reads the queue once per pass, not once per record', async () => {
    unregister.push(registerSender('usage', async () => {}));
    await queueOffline(...Array.from({ length: 100 }, (_, n) => usage(n)));
    const rowsRead = await rowsReadDuring(() => replay());
    await expect(pendingRecords(1)).resolves.toEqual([]);
    // Re-reading the queue before each record read 5,050 rows here, and 50 million for 10,000.
    expect(rowsRead).toBeLessThanOrEqual(2 * 100);
  });

  it('reads no further into a lane that waits at its first record, and the other lanes still go', async () => {
    // The app's start: the usage hub not connected yet, a long usage queue, then a favorites change.
    unregister.push(
      registerSender('usage', async () => {
        throw new HubNotConnectedError('The usage hub is not connected.');
      }),
    );
    const sentFavorites: number[][] = [];
    unregister.push(
      registerSender('favorites', async (record) => void sentFavorites.push(record.payload.favorites)),
    );
    await portalDb().outbox.bulkAdd(
      Array.from({ length: 2 * REPLAY_PAGE }, (_, n) => outboxRecordOf(...usage(n), 1)),
    );
    await queueOffline(favorites(4));
    const rowsRead = await rowsReadDuring(() => replay());
    expect(sentFavorites).toEqual([[4]]);
    await expect(pendingRecords(1)).resolves.toHaveLength(2 * REPLAY_PAGE);
    // The usage lane's first stretch and the favorites lane: not the 1,000 rows behind.
    expect(rowsRead).toBeLessThanOrEqual(REPLAY_PAGE + 2);
  });

  it('leaves the lane of a batch sender that is not ready alone: nothing read, nothing written', async () => {
    let connected = false;
    const calls: number[] = [];
    unregister.push(
      registerBatchSender('usage', {
        maxRecords: 500,
        ready: () => connected,
        send: async (records) => {
          calls.push(records.length);
          return records.map(() => undefined);
        },
      }),
    );
    await portalDb().outbox.bulkAdd(Array.from({ length: 30 }, (_, n) => outboxRecordOf(...usage(n), 1)));
    const rowsRead = await rowsReadDuring(() => replay());
    expect(rowsRead).toBe(0);
    expect(calls).toEqual([]);
    // Nothing marked failed: the sync status shows no retry for a hub that is still connecting.
    expect((await pendingRecords(1)).filter((record) => record.attempts > 0)).toEqual([]);
    connected = true;
    await replay();
    expect(calls).toEqual([30]);
    await expect(pendingRecords(1)).resolves.toEqual([]);
  });

  it('removes what was sent while a removal ran in one go, so removals keep up with the calls', async () => {
    const writes = watchOutboxWrites();
    const calls: number[] = [];
    unregister.push(
      registerBatchSender('usage', {
        maxRecords: 100,
        inFlight: 2,
        send: async (records) => {
          calls.push(records.length);
          return records.map(() => undefined);
        },
      }),
    );
    await portalDb().outbox.bulkAdd(Array.from({ length: 1000 }, (_, n) => outboxRecordOf(...usage(n), 1)));
    // A slow removal: another writer holds the table every removal also writes (the last sync
    // time) until the last call has gone out, so the first removal waits for it all along.
    const otherWriter = portalDb().transaction('rw', portalDb().meta, async () => {
      while (calls.length < 10) await portalDb().meta.get('held by another writer');
    });
    await replay();
    await otherWriter;
    expect(calls).toEqual(Array.from({ length: 10 }, () => 100));
    await expect(pendingRecords(1)).resolves.toEqual([]);
    // The first removal, one for everything answered while it waited, and at most one for the
    // last call (answered after the other writer let go): not one per call.
    const removals = writes.filter((type) => type === 'delete' || type === 'deleteRange');
    expect(removals.length).toBeGreaterThan(0);
    expect(removals.length).toBeLessThanOrEqual(3);
  });

  it('writes the queue in batches, not twice per record', async () => {
    unregister.push(registerSender('usage', async () => {}));
    const writes = watchOutboxWrites();
    await queueOffline(...Array.from({ length: 250 }, (_, n) => usage(n)));
    writes.splice(0);
    await replay();
    await expect(pendingRecords(1)).resolves.toEqual([]);
    // Clearing in-flight marks, then one removal per batch of 100 sent records.
    expect(writes).toContain('deleteRange');
    expect(writes.length).toBeLessThanOrEqual(5);
  });
});
