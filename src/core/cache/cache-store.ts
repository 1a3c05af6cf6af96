import type { z } from '../../contracts/zod';
import { readPortalDb, watchPortalQuery, withPortalDb } from '../db/db';
import { type CacheRow, cacheRowSchema, readableRow } from '../db/rows';
import { deleteMemoryRowsOf, memoryRow, memoryRowsOf, onMemoryRowsChange, putMemoryRow } from './memory-rows';
import { type CacheOwner, cacheKey } from './model/cache-key';

/** A cached value with the time the network gave it. */
export interface Cached<T> {
  value: T;
  fetchedAt: number;
}

/**
 * The row under `key` as stored, unparsed (IndexedDB, or this page's memory without it). Before
 * the Dexie chunk is in, straight from IndexedDB: the first screen paints from the cache without
 * waiting for Dexie (db.ts, `readPortalDb`).
 */
export const readCachedRow = (key: string): Promise<unknown> =>
  readPortalDb(
    (db) => db.cache.get(key),
    { store: 'cache', ask: (store) => store.get(key) },
    () => memoryRow(key),
  );

/**
 * The row under `key`, parsed twice: as a cache row, then its value with the resource's schema
 * (which must accept its own output: no transforms). Unreadable rows read as absent.
 */
export async function readCached<S extends z.ZodMiniType>(
  key: string,
  schema: S,
): Promise<Cached<z.output<S>> | undefined> {
  const row = readableRow(cacheRowSchema, await readCachedRow(key));
  if (!row) return undefined;
  const value = schema.safeParse(row.value);
  return value.success ? { value: value.data, fetchedAt: row.fetchedAt } : undefined;
}

export async function writeCached(
  owner: CacheOwner,
  resource: string,
  value: unknown,
  fetchedAt: number,
): Promise<void> {
  const row: CacheRow = {
    key: cacheKey(owner, resource),
    userId: owner.userId,
    accountId: owner.accountId,
    resource,
    value,
    fetchedAt,
  };
  await withPortalDb(
    (db) => db.cache.put(row),
    () => putMemoryRow(row),
  );
}

/**
 * How many local writes (`updateCachedRows`) each user's resource has had in this page. A network
 * answer asked for before the latest of them may predate the write it confirms; read-through
 * compares the count before and after its fetch and then keeps the edited row instead.
 */
const localWrites = new Map<string, number>();
const localWriteKey = (userId: number, resource: string) => `${userId}:${resource}`;

/** The count of local writes to the user's resource so far (compare two readings). */
export function localWriteCount(userId: number, resource: string): number {
  return localWrites.get(localWriteKey(userId, resource)) ?? 0;
}

/**
 * Rewrites a resource's value in every cached row of the user (all accounts), e.g. the menu's
 * favorites once the server confirmed them. Keeps `fetchedAt`: the rest is no fresher.
 */
export async function updateCachedRows<S extends z.ZodMiniType>(
  userId: number,
  resource: string,
  schema: S,
  update: (value: z.output<S>) => z.output<S>,
): Promise<void> {
  const key = localWriteKey(userId, resource);
  localWrites.set(key, (localWrites.get(key) ?? 0) + 1);
  const updated = (row: unknown): CacheRow | undefined => {
    const parsed = readableRow(cacheRowSchema, row);
    if (parsed?.resource !== resource) return undefined;
    const value = schema.safeParse(parsed.value);
    return value.success ? { ...parsed, value: update(value.data) } : undefined;
  };
  await withPortalDb(
    (db) =>
      db.transaction('rw', db.cache, async () => {
        for (const row of await db.cache.where('userId').equals(userId).toArray()) {
          const next = updated(row);
          if (next) await db.cache.put(next);
        }
      }),
    () => {
      for (const row of memoryRowsOf(userId)) {
        const next = updated(row);
        if (next) putMemoryRow(next);
      }
    },
  );
}

/** Sign-out: the user's cached reads go, every other user's stay. */
export async function deleteUserCache(userId: number): Promise<void> {
  await withPortalDb(
    (db) => db.cache.where('userId').equals(userId).delete(),
    () => deleteMemoryRowsOf(userId),
  );
}

/**
 * Calls `onValue` with the query's answer now and after every change to the rows it read (a
 * refresh, a reconciled write, another tab; without IndexedDB, a change of this page's rows); an
 * undefined answer is skipped. Before the Dexie chunk is in, the first answer is a plain read and
 * the changes are followed once it arrives (db.ts, `watchPortalQuery`). Returns the unsubscribe.
 */
export function watchLive<T>(query: () => Promise<T | undefined>, onValue: (value: T) => void): () => void {
  const next = (value: T | undefined) => {
    if (value !== undefined) onValue(value);
  };
  const stopLive = watchPortalQuery(query, {
    next,
    error: () => {
      // The database failed mid-way (a blocked upgrade): the atoms keep what they have.
    },
  });
  const stopMemory = onMemoryRowsChange(() => {
    query().then(next, () => {});
  });
  return () => {
    stopLive();
    stopMemory();
  };
}

/** `watchLive` for one cached row's value. */
export function watchCached<S extends z.ZodMiniType>(
  key: string,
  schema: S,
  onValue: (value: z.output<S>) => void,
): () => void {
  return watchLive(async () => (await readCached(key, schema))?.value, onValue);
}
