import type { FavoritesChange } from '../../contracts/shell';
import { z } from '../../contracts/zod';
import { readPortalDb, withPortalDb } from '../db/db';
import {
  type DeadLetterRow,
  deadLetterRowSchema,
  type OutboxRow,
  outboxRowSchema,
  readableRows,
} from '../db/rows';
import { type OutboxKind, type OutboxPayload, outboxKinds } from './model/outbox-kinds';
import { replacedByNewer } from './model/replaced-by-newer';
import { serverHoldEnd } from './model/server-hold';
import { newRecordId } from './record-id';

/**
 * Dexie access of the outbox that pages need (the replay's own is in replay-store.ts, in its
 * chunk); every read parses rows (unreadable rows are left out). Where the
 * browser refuses IndexedDB (`withPortalDb`) there is no queue: the reads screens make find it
 * empty, and `addRecord` sends the record at once instead (send-unqueued.ts).
 */

/** A queued record with its payload checked against its kind's contract. */
export type OutboxRecord<K extends OutboxKind = OutboxKind> = Omit<OutboxRow, 'kind' | 'payload'> & {
  kind: K;
  payload: OutboxPayload<K>;
};

/** Where the last successful sync of the user is kept (table `meta`). */
export const lastSyncKey = (userId: number) => `lastSync:${userId}`;
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
    // No queue: sent now, or the caller hears why not (its code loads only then).
    () => import('./send-unqueued').then(({ sendUnqueued }) => sendUnqueued({ ...record, seq: 0 })),
  );
}

/**
 * How many records of the user wait: one count over the index. Before the Dexie chunk is in,
 * straight from IndexedDB (db.ts, `readPortalDb`): the replay's trigger at start costs no Dexie.
 */
export const queuedCount = (userId: number) =>
  readPortalDb(
    (db) => db.outbox.where('userId').equals(userId).count(),
    { store: 'outbox', ask: (store) => store.index('userId').count(IDBKeyRange.only(userId)) },
    () => 0,
  );

/** How many records wait, and why the queue is held up, if it is. */
export interface QueueSummary {
  pending: number;
  /** The last failure of the first record of a lane (the record the others of its kind wait for). */
  lastError: string | null;
  /** Epoch ms the server's Retry-After holds every lane until (`serverHoldEnd`), if it does. */
  heldUntil: number | undefined;
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
  const readHeads = readableRows(outboxRowSchema, heads);
  const failedHeads = readHeads.filter((head) => head.lastError !== null).sort((a, b) => a.seq - b.seq);
  return { pending, lastError: failedHeads[0]?.lastError ?? null, heldUntil: serverHoldEnd(readHeads) };
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
 * flight), oldest first: screens show them over a server answer that may predate them. Before the
 * Dexie chunk is in, straight from IndexedDB (db.ts, `readPortalDb`): the guard lays the pending
 * favorites over the cached menu, and the first tile must not wait for Dexie.
 */
export async function pendingPayloads(userId: number, kind: string): Promise<unknown[]> {
  const rows = await readPortalDb(
    (db) => db.outbox.where({ userId, kind }).toArray(),
    // Dexie's `where({ userId, kind })` reads the same index, in the same order (seq within a key).
    {
      store: 'outbox',
      ask: (store) => store.index('[userId+kind]').getAll(IDBKeyRange.only([userId, kind])),
    },
    () => [],
  );
  const queued = readableRows(outboxRowSchema, rows);
  return queued.map((row) => row.payload);
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
