import Dexie from 'dexie';
import type { FavoritesChange } from '../../contracts/shell';
import { z } from '../../contracts/zod';
import { portalDb, withPortalDb } from '../db/db';
import {
  type DeadLetterRow,
  deadLetterRowSchema,
  type OutboxRow,
  outboxRowSchema,
  readableRows,
} from '../db/rows';
import { type OutboxKind, type OutboxPayload, outboxKinds } from './model/outbox-kinds';
import { replacedByNewer } from './model/retry-schedule';
import { newRecordId } from './record-id';

/**
 * Dexie access of the outbox; every read parses rows (unreadable rows are left out). Where the
 * browser refuses IndexedDB (`withPortalDb`) there is no queue: the reads screens make find it
 * empty, and `addRecord` fails with `NoDeviceStorageError` (the outbox then sends at once).
 */

/** The browser does not let the portal store data on this device: nothing can be queued. */
export class NoDeviceStorageError extends Error {
  override readonly name = 'NoDeviceStorageError';
  constructor() {
    super('This browser does not let the portal store data on this device.');
  }
}
const noQueue = (): never => {
  throw new NoDeviceStorageError();
};

/** A queued record with its payload checked against its kind's contract. */
export type OutboxRecord<K extends OutboxKind = OutboxKind> = Omit<OutboxRow, 'kind' | 'payload'> & {
  kind: K;
  payload: OutboxPayload<K>;
};

const lastSyncKey = (userId: number) => `lastSync:${userId}`;
const lastSyncSchema = z.number();

/**
 * Stores a new record for `userId`. For kinds that keep only the latest state, pending records of
 * the kind that are not in flight are replaced. The new record gets a new id even then: an older
 * id may already have reached the server (a retried timeout), and the server would answer a
 * reused key with the old result instead of applying the new state.
 */
export function addRecord<K extends OutboxKind>(
  kind: K,
  payload: OutboxPayload<K>,
  userId: number,
  now: number,
): Promise<OutboxRow> {
  const record = {
    id: newRecordId(),
    kind,
    payload,
    userId,
    attempts: 0,
    nextAttemptAt: now,
    lastError: null,
    createdAt: now,
    sendingSince: null,
  };
  return withPortalDb(
    (db) =>
      db.transaction('rw', db.outbox, async () => {
        const { outbox } = db;
        if (outboxKinds[kind].keep === 'latest') {
          const sameKind = readableRows(outboxRowSchema, await outbox.where({ userId, kind }).toArray());
          await outbox.bulkDelete(replacedByNewer(sameKind, kind).map((row) => row.seq));
        }
        const seq = await outbox.add(record);
        return { ...record, seq };
      }),
    noQueue,
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
  const rows = await portalDb()
    .outbox.where('[userId+kind+seq]')
    .between([userId, kind, afterSeq], [userId, kind, Dexie.maxKey], false, true)
    .limit(limit)
    .toArray();
  return { records: readableRows(outboxRowSchema, rows), lastSeq: rows.at(-1)?.seq };
}

/**
 * The kinds the user has records of, the lane with the oldest record first: one key read per
 * kind (the index's unique keys, then each lane's first key), never a row.
 */
export async function queuedLanes(userId: number): Promise<string[]> {
  const { outbox } = portalDb();
  const keys = await outbox
    .where('[userId+kind]')
    .between([userId, Dexie.minKey], [userId, Dexie.maxKey])
    .uniqueKeys();
  const lanes = await Promise.all(
    keys.map(async (key) => {
      const kind = String(Array.isArray(key) ? key[1] : key);
      const [head = 0] = await outbox.where({ userId, kind }).limit(1).primaryKeys();
      return { kind, head };
    }),
  );
  return lanes.sort((a, b) => a.head - b.head).map((lane) => lane.kind);
}

/** How many records of the user wait: one count over the index. */
export const queuedCount = (userId: number) =>
  withPortalDb(
    (db) => db.outbox.where('userId').equals(userId).count(),
    () => 0,
  );

/** How many records wait, and why the queue is held up, if it is. */
export interface QueueSummary {
  pending: number;
  /** The last failure of the first record of a lane (the record the others of its kind wait for). */
  lastError: string | null;
}

/**
 * A cheap look at the user's queue for screens that watch it live: a count and the first record
 * of each lane, never the whole queue (the status is read again after every record a replay sends).
 */
export async function queueSummary(userId: number): Promise<QueueSummary> {
  const [pending, ...heads] = await withPortalDb(
    ({ outbox }) =>
      Promise.all([
        outbox.where('userId').equals(userId).count(),
        ...Object.keys(outboxKinds).map((kind) => outbox.where({ userId, kind }).first()),
      ]),
    () => [0],
  );
  const failedHeads = readableRows(outboxRowSchema, heads)
    .filter((head) => head.lastError !== null)
    .sort((a, b) => a.seq - b.seq);
  return { pending, lastError: failedHeads[0]?.lastError ?? null };
}

/**
 * The newest favorites change of the user the server has not confirmed yet (in flight or queued),
 * or undefined: what screens show over the menu's list until the replay settles it.
 */
export async function latestPendingFavoritesChange(userId: number): Promise<FavoritesChange | undefined> {
  const parsed = outboxKinds.favorites.schema.safeParse((await pendingPayloads(userId, 'favorites')).at(-1));
  return parsed.success ? parsed.data : undefined;
}

/**
 * The payloads of the user's records of `kind` the server has not confirmed yet (queued or in
 * flight), oldest first: screens show them over a server answer that may predate them.
 */
export async function pendingPayloads(userId: number, kind: string): Promise<unknown[]> {
  const rows = await withPortalDb(
    (db) => db.outbox.where({ userId, kind }).toArray(),
    () => [],
  );
  const queued = readableRows(outboxRowSchema, rows);
  return queued.map((row) => row.payload);
}

/**
 * Marks the record in flight. False when it is no longer queued (a newer favorites change
 * replaced it since the replay read the queue): it must not be sent.
 */
export async function markSending(seq: number, now: number): Promise<boolean> {
  return (await portalDb().outbox.update(seq, { sendingSince: now })) > 0;
}

/**
 * A replay holding the lock finds in-flight marks left by a tab that closed mid-send. Only kinds
 * keeping the latest state are ever marked (replay.ts), so only their rows are looked at: touching
 * every row rewrote a queue of 10,000 usage records, seconds before the first was sent.
 */
export async function clearSendingMarks(userId: number): Promise<void> {
  const marked = Object.entries(outboxKinds).filter(([, kind]) => kind.keep === 'latest');
  for (const [kind] of marked) {
    await portalDb()
      .outbox.where({ userId, kind })
      .filter((row) => row.sendingSince !== null)
      .modify((row) => {
        row.sendingSince = null;
      });
  }
}

export async function saveRecord(record: OutboxRow): Promise<void> {
  await portalDb().outbox.put(record);
}

/** The server has the records (one user's): they leave the queue, the last successful sync moves. */
export async function removeSent(records: readonly OutboxRow[], now: number): Promise<void> {
  if (records.length === 0) return;
  const { outbox, meta } = portalDb();
  await portalDb().transaction('rw', outbox, meta, async () => {
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
  });
}

/** The server rejected the record as invalid: out of the queue, into the visible dead letters. */
export async function setAside(record: OutboxRow, reason: string, now: number): Promise<void> {
  const { outbox, deadLetters } = portalDb();
  await portalDb().transaction('rw', outbox, deadLetters, async () => {
    await outbox.delete(record.seq);
    await deadLetters.add({
      userId: record.userId,
      record: { ...record, sendingSince: null },
      reason,
      failedAt: now,
    });
  });
}

export async function readLastSync(userId: number): Promise<number | undefined> {
  const row = await withPortalDb(
    (db) => db.meta.get(lastSyncKey(userId)),
    () => undefined,
  );
  const parsed = lastSyncSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : undefined;
}

export async function deadLettersOf(userId: number): Promise<DeadLetterRow[]> {
  const rows = await withPortalDb(
    (db) => db.deadLetters.where('userId').equals(userId).toArray(),
    () => [],
  );
  return readableRows(deadLetterRowSchema, rows);
}
