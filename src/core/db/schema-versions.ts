import type { Transaction } from 'dexie';

/**
 * Every schema the portal's IndexedDB has had, oldest first. Versions are only ever added, never
 * edited: an installed app may open its database after any number of releases, and Dexie walks
 * it through each step in order. Each step has a name (what it is for) and, when rows must
 * change shape, an upgrade tested with data in the previous shape (db.test.ts).
 */
export interface SchemaVersion {
  version: number;
  name: string;
  /** Dexie store definitions added or changed by this version (`null` deletes a table). */
  stores: Record<string, string | null>;
  upgrade?: (transaction: Transaction) => Promise<void> | void;
}

export const schemaVersions: readonly SchemaVersion[] = [
  {
    version: 1,
    name: 'read cache: cached reads per user and account, meta values',
    stores: {
      cache: 'key, userId',
      meta: 'key',
    },
  },
  {
    version: 2,
    name: 'write outbox: queued records (FIFO by seq, unique client id) and dead letters',
    stores: {
      // Rows of one user come back in seq order from the userId index (ties sort by primary key).
      outbox: '++seq, &id, userId, [userId+kind]',
      deadLetters: '++seq, userId',
    },
  },
  {
    version: 3,
    name: 'outbox lanes: each kind of a user read on its own, in seq order, from any record on',
    stores: {
      // A replay walks each kind's lane by itself: a lane that waits (the usage hub not yet
      // connected) no longer makes the pass read its rows only to skip them (replay.ts).
      outbox: '++seq, &id, userId, [userId+kind], [userId+kind+seq]',
    },
  },
];
