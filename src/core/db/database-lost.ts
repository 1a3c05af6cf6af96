import type { PortalDb } from './db';

/**
 * Noticing that the database was deleted under the open app: the browser's "Clear site data", a
 * cleanup tool, another tab or DevTools deleting it (walkthrough 10, defect 2). Chromium then closes
 * the app's connection itself (the IndexedDB `close` event, fired only on a connection the app did
 * not close); another page deleting it sends `versionchange` with no new version first. Dexie
 * reopens on the next query and creates the database anew, empty, so a closed connection alone
 * says nothing: the database carries a random marker, written once when it is created, and a
 * reopened database whose marker differs from the one read before is a new database.
 * Loaded with the sync status panel (core/outbox/lost-queue.ts), off the first screen.
 */

export const INCARNATION_KEY = 'database:incarnation';

/** `closed`: the browser closed the connection unasked; then `lost` (a new database) or `intact`. */
export type DatabaseEvent = 'closed' | 'lost' | 'intact';

/** What a marker read after an open says, given the one read before (none at the first open). */
export function incarnationOutcome(known: string | undefined, found: string): 'first' | 'lost' | 'intact' {
  if (known === undefined) return 'first';
  return known === found ? 'intact' : 'lost';
}

/** Pauses before the next try to open the database again after the browser closed it; then it gives up. */
export const REOPEN_RETRY_MS = [50, 200, 500, 1_000, 2_000, 5_000, 10_000] as const;

const newMarker = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** The database's marker; written when missing, in one transaction (two tabs agree on one). */
async function readIncarnation(db: PortalDb): Promise<string> {
  return db.transaction('rw', db.meta, async () => {
    const row = await db.meta.get(INCARNATION_KEY);
    if (typeof row?.value === 'string') return row.value;
    const marker = newMarker();
    await db.meta.put({ key: INCARNATION_KEY, value: marker });
    return marker;
  });
}

/**
 * Tells `onEvent` when the browser closes `db`'s connection unasked (`closed`), then, once the
 * database is open again, whether it is the one it was (`intact`) or a new, empty one (`lost`).
 * Reads the marker now (the first open). Returns the stop function.
 */
export function watchForLostDatabase(db: PortalDb, onEvent: (event: DatabaseEvent) => void): () => void {
  let known: string | undefined;
  let stopped = false;
  const check = async () => {
    const found = await readIncarnation(db);
    if (stopped) return;
    const outcome = incarnationOutcome(known, found);
    known = found;
    if (outcome !== 'first') onEvent(outcome);
  };
  // Reopened at once (not at the next query): the user hears of the loss before acting on it. An
  // open while the browser is still deleting fails ('The connection was closed'), and Dexie then
  // fails every query until it is opened again: tried again, a little later each time.
  let retry: ReturnType<typeof setTimeout> | undefined;
  const checkSoon = (attempt = 0) => {
    if (retry !== undefined && attempt === 0) return;
    retry = setTimeout(
      async () => {
        if (stopped) return;
        try {
          if (!db.isOpen()) await db.open();
          retry = undefined;
          await check();
        } catch (error) {
          if (attempt >= REOPEN_RETRY_MS.length) {
            retry = undefined;
            console.error('The database could not be opened again', error);
          } else checkSoon(attempt + 1);
        }
      },
      REOPEN_RETRY_MS[attempt - 1] ?? 0,
    );
  };
  const closedUnasked = () => {
    if (stopped) return;
    onEvent('closed');
    checkSoon();
  };
  let connection: IDBDatabase | undefined;
  const listenToConnection = () => {
    connection?.removeEventListener('close', closedUnasked);
    connection = db.isOpen() ? db.backendDB() : undefined;
    connection?.addEventListener('close', closedUnasked);
  };
  const onVersionChange = (event: IDBVersionChangeEvent) => {
    // Deleted by another page (no new version); an upgrade by a newer build keeps the rows.
    if (!event.newVersion) closedUnasked();
  };
  db.on('ready', listenToConnection, true);
  db.on('versionchange', onVersionChange);
  listenToConnection();
  check().catch((error: unknown) => console.error('Database check failed', error));
  return () => {
    stopped = true;
    clearTimeout(retry);
    connection?.removeEventListener('close', closedUnasked);
    db.on('ready').unsubscribe(listenToConnection);
    db.on('versionchange').unsubscribe(onVersionChange);
  };
}
