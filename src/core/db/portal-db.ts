import Dexie, { type DexieOptions, type EntityTable, liveQuery } from 'dexie';
import { loadedPortalDb, openPortalDbDoor, PORTAL_DB_NAME } from './db';
import { watchForcedClose } from './forced-close';
import type { CacheRow, DeadLetterRow, MetaRow, NewDeadLetterRow, NewOutboxRow, OutboxRow } from './rows';
import { schemaVersions } from './schema-versions';

/*
 * Dexie and the portal's schema: a chunk of their own, off the first screen (issue 15). db.ts
 * loads it (`loadPortalDb`) once the first screen is up, or at the first use that needs Dexie;
 * pages reach the database through db.ts's `withPortalDb`, never through this module. Only the
 * replay's store (replay-store.ts, in the replay's chunk, loaded by a dynamic import) imports it
 * directly. The frame's parts never do, not even through another chunk: one that failed to load
 * would break them all for the page (walkthrough 25, F1; test/tools/frame-parts-chunk.ts fails
 * the build if they do; docs/performance.md).
 */

/**
 * The portal's one IndexedDB database. Rows are stored as written; readers parse them with the
 * schemas in rows.ts. Tables are declared (not initialised) so Dexie's own table objects stay.
 */
export class PortalDb extends Dexie {
  declare cache: EntityTable<CacheRow, 'key'>;
  declare meta: EntityTable<MetaRow, 'key'>;
  declare outbox: EntityTable<OutboxRow, 'seq', NewOutboxRow>;
  declare deadLetters: EntityTable<DeadLetterRow, 'seq', NewDeadLetterRow>;

  /** `options`: Dexie's (tests give an IndexedDB that refuses to open). */
  constructor(name = PORTAL_DB_NAME, options?: DexieOptions) {
    super(name, options);
    for (const step of schemaVersions) {
      const version = this.version(step.version).stores(step.stores);
      if (step.upgrade) version.upgrade(step.upgrade);
    }
  }
}

/** The one instance, created on first use (Dexie opens lazily, on the first query). */
export function portalDb(): PortalDb {
  return loadedPortalDb() ?? installPortalDb(new PortalDb());
}

/** Swaps the instance (tests: a fresh database, or a second instance to simulate a reload). */
export function installPortalDb(next: PortalDb): PortalDb {
  const current = loadedPortalDb();
  if (current && current !== next) current.close();
  if (current === next) return next;
  openPortalDbDoor({ db: next, liveQuery, unlessClosedUnder: watchForcedClose(next) });
  return next;
}
