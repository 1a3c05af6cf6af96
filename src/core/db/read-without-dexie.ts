/*
 * The first screen's reads before the Dexie chunk is in (db.ts, `readPortalDb`): one request on
 * IndexedDB itself, in a few hundred bytes, so a repeat visit paints from the cache without
 * waiting for Dexie (docs/offline.md, "Reading before Dexie is loaded"). Rows are stored as Dexie
 * wrote them (plain objects), so the readers' row schemas parse them as they parse Dexie's.
 *
 * It must never stand in Dexie's way: it opens the database without a version (whatever version
 * is there), creates nothing (no database yet: the upgrade it is offered is aborted, and Dexie
 * later creates the database at its own version), and closes its connection as soon as the
 * request is made (a connection still open would block Dexie's upgrade to a newer schema; it also
 * closes on `versionchange`, should an upgrade come first).
 */

/**
 * The answer of `ask` on `storeName` in database `name`, or undefined: no database yet, no such
 * store, no such row, or IndexedDB refused (a failure here is never the caller's: Dexie, loaded
 * later, meets the refusal and the app falls back then, `withPortalDb`). A database older than
 * `version` (IndexedDB's number, what Dexie opens) is not read either: until Dexie's upgrade has
 * run, its rows may be in an older shape, which the current row schemas could misread.
 */
export function readWithoutDexie<T>(
  name: string,
  storeName: string,
  ask: (store: IDBObjectStore) => IDBRequest<T>,
  version = 1,
): Promise<T | undefined> {
  return new Promise((resolve) => {
    const nothing = (event?: Event) => {
      // Handled here: an error left alone would also reach the console as uncaught.
      event?.preventDefault();
      resolve(undefined);
    };
    let opening: IDBOpenDBRequest;
    try {
      // Reading `indexedDB` itself throws where storage is disabled by policy.
      opening = indexedDB.open(name);
    } catch {
      nothing();
      return;
    }
    // No database of that name: opening without a version would create one at version 1, empty,
    // and Dexie would then have to upgrade it. Aborted, the database is not created.
    opening.onupgradeneeded = () => opening.transaction?.abort();
    opening.onerror = nothing;
    opening.onblocked = () => nothing();
    opening.onsuccess = () => {
      const connection = opening.result;
      connection.onversionchange = () => connection.close();
      try {
        if (connection.version < version || !connection.objectStoreNames.contains(storeName))
          return nothing();
        const request = ask(connection.transaction(storeName, 'readonly').objectStore(storeName));
        request.onsuccess = () => resolve(request.result);
        request.onerror = nothing;
      } catch {
        // A missing index, a key IndexedDB does not take: nothing to read.
        nothing();
      } finally {
        // The request made still completes; nothing else is kept waiting on this connection.
        connection.close();
      }
    };
  });
}
