import type { CacheRow } from '../db/rows';

/*
 * The cache's rows while IndexedDB is unavailable (core/db/db.ts, `withPortalDb`): kept in this
 * page only, so the screens, which read the cache, still show what the network answered. Nothing
 * survives a reload and nothing is there offline: the app says so once (docs/offline.md).
 * Dexie's live queries cannot see these rows; readers also listen here (`onMemoryRowsChange`).
 */

const rows = new Map<string, CacheRow>();
const listeners = new Set<() => void>();
let revision = 0;

function changed(): void {
  revision += 1;
  for (const listener of listeners) listener();
}

export const memoryRow = (key: string): CacheRow | undefined => rows.get(key);

export function putMemoryRow(row: CacheRow): void {
  rows.set(row.key, row);
  changed();
}

export const memoryRowsOf = (userId: number): CacheRow[] =>
  [...rows.values()].filter((row) => row.userId === userId);

export function deleteMemoryRowsOf(userId: number): void {
  for (const row of memoryRowsOf(userId)) rows.delete(row.key);
  changed();
}

/** Counts the changes: a React reader's dependency (`useSyncExternalStore`). */
export const memoryRowsRevision = (): number => revision;

/** Hears every change of the rows. Returns the unsubscribe. */
export function onMemoryRowsChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
