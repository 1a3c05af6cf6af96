import Dexie, { type EntityTable } from 'dexie';
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

  constructor(name = PORTAL_DB_NAME) {
    super(name);
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
