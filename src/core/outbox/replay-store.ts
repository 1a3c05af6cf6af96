import Dexie, { type Table } from 'dexie';
import { unlessClosedUnder } from '../db/forced-close';
import { type PortalDb, portalDb } from '../db/portal-db';
import { type OutboxRow, outboxRowSchema, readableRows } from '../db/rows';
import { outboxKinds } from './model/outbox-kinds';
import { lastSyncKey } from './outbox-store';

/*
 * The outbox's Dexie access that only the replay uses (replay.ts): in the replay's chunk, off the
 * first screen (docs/performance.md). The replay runs only with records queued, so only where
 * IndexedDB opened: no fallback here (outbox-store.ts has the reads every page makes).
 */

/**
 * A replay pass's writes name rows by the seq it read them under, and a seq names a row only in
 * the database that gave it: one deleted under the open app and made anew (site data cleared,
 * core/db/database-lost.ts) numbers its rows from 1 again, so a pass still running from the old one
 * would remove or overwrite other records by those numbers (a favorites change made after the
 * loss, the rows the lost-queue watch queued again). Each write checks, in its transaction, that
 * it goes through the connection the pass read from (`passConnection`), and fails otherwise: the
 * pass ends, the new database's rows stay as they are, and the next replay reads them afresh.
 */
export class DatabaseReplacedError extends Error {
  override readonly name = 'DatabaseReplacedError';
  constructor() {
    super('The database was replaced during the replay; its rows are read again by the next one.');
  }
}

/** The connection a pass reads through, from its start (see DatabaseReplacedError). */
export function passConnection(): Promise<IDBDatabase> {
  const db = portalDb();
  return unlessClosedUnder(
    db,
    db.transaction('r', db.outbox, (transaction) => transaction.idbtrans.db),
  );
}

/** Runs `work` in a read-write transaction, only on the connection the pass read from. */
function writeInPassDatabase<T>(
  connection: IDBDatabase,
  tables: (db: PortalDb) => Table[],
  work: (db: PortalDb) => Promise<T>,
): Promise<T> {
  const db = portalDb();
  return unlessClosedUnder(
    db,
    db.transaction('rw', tables(db), async (transaction) => {
      if (transaction.idbtrans.db !== connection) throw new DatabaseReplacedError();
      return work(db);
    }),
  );
}

/** One stretch of a lane: its readable records, and where the next stretch starts. */
export interface QueuePage {
  records: OutboxRow[];
  /** The last sequence number read (readable or not); undefined when none was left. */
  lastSeq: number | undefined;
}

/**
 * The user's next `limit` queued rows of `kind` after `afterSeq`, first in first: a replay reads
 * a lane stretch by stretch, so its first records go out while the rest is still being read
 * (reading and checking 10,000 rows at once held the first send back). One `getAll` over the
 * [userId+kind+seq] index per stretch.
 */
export async function pendingPage(
  userId: number,
  kind: string,
  afterSeq: number,
  limit: number,
): Promise<QueuePage> {
  const db = portalDb();
  const rows = await unlessClosedUnder(
    db,
    db.outbox
      .where('[userId+kind+seq]')
      .between([userId, kind, afterSeq], [userId, kind, Dexie.maxKey], false, true)
      .limit(limit)
      .toArray(),
  );
  return { records: readableRows(outboxRowSchema, rows), lastSeq: rows.at(-1)?.seq };
}

/**
 * The kinds the user has records of, the lane with the oldest record first: one key read per
 * kind (the index's unique keys, then each lane's first key), never a row.
 */
export async function queuedLanes(userId: number): Promise<string[]> {
  const db = portalDb();
  const { outbox } = db;
  const keys = await unlessClosedUnder(
    db,
    outbox.where('[userId+kind]').between([userId, Dexie.minKey], [userId, Dexie.maxKey]).uniqueKeys(),
  );
  const lanes = await Promise.all(
    keys.map(async (key) => {
      const kind = String(Array.isArray(key) ? key[1] : key);
      const [head = 0] = await unlessClosedUnder(db, outbox.where({ userId, kind }).limit(1).primaryKeys());
      return { kind, head };
    }),
  );
  return lanes.sort((a, b) => a.head - b.head).map((lane) => lane.kind);
}

/**
 * Marks the record in flight. False when it is no longer queued (a newer favorites change
 * replaced it since the replay read the queue): it must not be sent.
 */
export async function markSending(connection: IDBDatabase, seq: number, now: number): Promise<boolean> {
  const updated = await writeInPassDatabase(
    connection,
    (db) => [db.outbox],
    (db) => db.outbox.update(seq, { sendingSince: now }),
  );
  return updated > 0;
}

/**
 * A replay holding the lock finds in-flight marks left by a tab that closed mid-send. Only kinds
 * keeping the latest state are ever marked (replay.ts), so only their rows are looked at: touching
 * every row rewrote a queue of 10,000 usage records, seconds before the first was sent.
 */
export async function clearSendingMarks(userId: number): Promise<void> {
  const marked = Object.entries(outboxKinds).filter(([, kind]) => kind.keep === 'latest');
  const db = portalDb();
  for (const [kind] of marked) {
    await unlessClosedUnder(
      db,
      db.outbox
        .where({ userId, kind })
        .filter((row) => row.sendingSince !== null)
        .modify((row) => {
          row.sendingSince = null;
        }),
    );
  }
}

export async function saveRecord(connection: IDBDatabase, record: OutboxRow): Promise<void> {
  await writeInPassDatabase(
    connection,
    (db) => [db.outbox],
    (db) => db.outbox.put(record),
  );
}

/** The server has the records (one user's): they leave the queue, the last successful sync moves. */
export async function removeSent(
  connection: IDBDatabase,
  records: readonly OutboxRow[],
  now: number,
): Promise<void> {
  if (records.length === 0) return;
  await writeInPassDatabase(
    connection,
    (db) => [db.outbox, db.meta],
    async ({ outbox, meta }) => {
      const seqs = records.map((record) => record.seq);
      const [first, last] = [Math.min(...seqs), Math.max(...seqs)];
      const span = outbox.where(':id').between(first, last, true, true);
      // A replayed batch is usually one unbroken run of the queue: nothing else lies between its
      // first and last record, and IndexedDB drops the whole key range in one step (deleting 10,000
      // records key by key took longer than sending them). Otherwise, record by record.
      if ((await span.count()) === new Set(seqs).size) await span.delete();
      else await outbox.bulkDelete(seqs);
      for (const userId of new Set(records.map((record) => record.userId)))
        await meta.put({ key: lastSyncKey(userId), value: now });
    },
  );
}

/** The server rejected the record as invalid: out of the queue, into the visible dead letters. */
export async function setAside(
  connection: IDBDatabase,
  record: OutboxRow,
  reason: string,
  now: number,
): Promise<void> {
  await writeInPassDatabase(
    connection,
    (db) => [db.outbox, db.deadLetters],
    async ({ outbox, deadLetters }) => {
      await outbox.delete(record.seq);
      await deadLetters.add({
        userId: record.userId,
        record: { ...record, sendingSince: null },
        reason,
        failedAt: now,
      });
    },
  );
}

/**
 * The server refused a record of the app's own bookkeeping (`whenRefused`, model/refusal-policy.ts):
 * out of the queue, kept nowhere. The last successful sync does not move: nothing was stored.
 */
export async function dropRefused(connection: IDBDatabase, record: OutboxRow): Promise<void> {
  await writeInPassDatabase(
    connection,
    (db) => [db.outbox],
    (db) => db.outbox.delete(record.seq),
  );
}
