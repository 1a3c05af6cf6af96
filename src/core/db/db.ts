import Dexie, { type DexieOptions, type EntityTable } from 'dexie';
import type { CacheRow, DeadLetterRow, MetaRow, NewDeadLetterRow, NewOutboxRow, OutboxRow } from './rows';
import { schemaVersions } from './schema-versions';

export const PORTAL_DB_NAME = 'ops-portal';

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

let instance: PortalDb | undefined;

/** The one instance, created on first use (Dexie opens lazily, on the first query). */
export function portalDb(): PortalDb {
  instance ??= new PortalDb();
  return instance;
}

/** Swaps the instance (tests: a fresh database, or a second instance to simulate a reload). */
export function installPortalDb(next: PortalDb): PortalDb {
  if (instance && instance !== next) instance.close();
  instance = next;
  return next;
}

/*
 * A browser may refuse IndexedDB altogether: storage disabled by policy (reading `indexedDB`
 * throws SecurityError), a private mode whose `open` fails, a broken profile. Dexie then fails
 * every query with the open's error. The app runs from the network instead (docs/offline.md,
 * "Without IndexedDB"): every use goes through `withPortalDb`, which takes the fallback then.
 */

const unavailableListeners = new Set<() => void>();
let unavailableSince: PortalDb | undefined;

/** The open failed (a database closed on purpose has failed too, but is no refusal). */
const refused = (db: PortalDb) => db.hasFailed() && !db.hasBeenClosed();

/** True once opening the database failed in this page (the instance in use). */
export function portalDbUnavailable(): boolean {
  return instance ? refused(instance) : false;
}

/** Hears, once per instance, that the database cannot be opened. Returns the unsubscribe. */
export function onPortalDbUnavailable(listener: () => void): () => void {
  unavailableListeners.add(listener);
  return () => unavailableListeners.delete(listener);
}

function noteUnavailable(db: PortalDb, error: unknown): void {
  if (unavailableSince === db) return;
  unavailableSince = db;
  console.warn('IndexedDB unavailable', error);
  for (const listener of unavailableListeners) listener();
}

/**
 * Runs `use` on the database, or `fallback` where the browser does not let it open: the failure
 * of an open (the first query's) is noted once and answered by the fallback, as every later use
 * is. Any other failure (a full disk, an aborted transaction) is the caller's, as before.
 */
export async function withPortalDb<T, F = T>(
  use: (db: PortalDb) => PromiseLike<T>,
  fallback: () => F,
): Promise<T | Awaited<F>> {
  const db = portalDb();
  if (!refused(db)) {
    try {
      return await use(db);
    } catch (error) {
      if (!refused(db)) throw error;
      noteUnavailable(db, error);
    }
  } else noteUnavailable(db, undefined);
  // An async function's return is awaited anyway.
  return fallback() as Awaited<F>;
}
