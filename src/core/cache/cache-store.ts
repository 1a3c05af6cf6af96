import { liveQuery } from 'dexie';
import type { z } from '../../contracts/zod';
import { portalDb } from '../db/db';
import { cacheRowSchema, readableRow } from '../db/rows';
import { type CacheOwner, cacheKey } from './model/cache-key';

/** A cached value with the time the network gave it. */
export interface Cached<T> {
  value: T;
  fetchedAt: number;
}

/**
 * The row under `key`, parsed twice: as a cache row, then its value with the resource's schema
 * (which must accept its own output: no transforms). Unreadable rows read as absent.
 */
export async function readCached<S extends z.ZodMiniType>(
  key: string,
  schema: S,
): Promise<Cached<z.output<S>> | undefined> {
  const row = readableRow(cacheRowSchema, await portalDb().cache.get(key));
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
  await portalDb().cache.put({
    key: cacheKey(owner, resource),
    userId: owner.userId,
    accountId: owner.accountId,
    resource,
    value,
    fetchedAt,
  });
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
  const { cache } = portalDb();
  await portalDb().transaction('rw', cache, async () => {
    const rows = await cache.where('userId').equals(userId).toArray();
    for (const row of rows) {
      const parsed = readableRow(cacheRowSchema, row);
      if (parsed?.resource !== resource) continue;
      const value = schema.safeParse(parsed.value);
      if (value.success) await cache.put({ ...parsed, value: update(value.data) });
    }
  });
}

/** Sign-out: the user's cached reads go, every other user's stay. */
export async function deleteUserCache(userId: number): Promise<void> {
  await portalDb().cache.where('userId').equals(userId).delete();
}

/**
 * Calls `onValue` with the query's answer now and after every change to the rows it read (a
 * refresh, a reconciled write, another tab); an undefined answer is skipped. Returns the
 * unsubscribe function.
 */
export function watchLive<T>(query: () => Promise<T | undefined>, onValue: (value: T) => void): () => void {
  const subscription = liveQuery(query).subscribe({
    next: (value) => {
      if (value !== undefined) onValue(value);
    },
    error: () => {
      // The database is unavailable (private mode, blocked upgrade): the atoms keep what they have.
    },
  });
  return () => subscription.unsubscribe();
}

/** `watchLive` for one cached row's value. */
export function watchCached<S extends z.ZodMiniType>(
  key: string,
  schema: S,
  onValue: (value: z.output<S>) => void,
): () => void {
  return watchLive(async () => (await readCached(key, schema))?.value, onValue);
}
