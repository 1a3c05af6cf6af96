import { installPortalDb, PortalDb, portalDb } from './portal-db';

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

/**
 * A database the browser refuses to open (storage disabled by policy, a private mode whose
 * `indexedDB.open` fails): every query fails as Dexie fails it there.
 */
export function unavailablePortalDb(): PortalDb {
  databases += 1;
  const refusing = {
    open: () => {
      throw new DOMException('The user denied permission to access the database.', 'SecurityError');
    },
  } as unknown as IDBFactory;
  return installPortalDb(new PortalDb(`ops-portal-test-${databases}`, { indexedDB: refusing, IDBKeyRange }));
}

/** Deletes the database as another page, DevTools or "Clear site data" would: from outside Dexie. */
export const deleteFromOutside = (name: string) =>
  new Promise<void>((resolve, reject) => {
    const deleting = indexedDB.deleteDatabase(name);
    deleting.onsuccess = () => resolve();
    deleting.onerror = () => reject(deleting.error);
  });
