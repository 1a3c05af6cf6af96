import { installPortalDb, PortalDb, portalDb } from './db';

let databases = 0;

/**
 * Test helpers (fake-indexeddb is installed by test/setup-unit.ts). Each test gets its own
 * database name, so tests never see each other's rows.
 */
export function freshPortalDb(): PortalDb {
  databases += 1;
  return installPortalDb(new PortalDb(`ops-portal-test-${databases}`));
}

/** A second Dexie instance on the same database: what the app sees after a reload. */
export function reopenPortalDb(): PortalDb {
  return installPortalDb(new PortalDb(portalDb().name));
}
