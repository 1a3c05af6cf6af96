import type { PortalDb } from './portal-db';

/*
 * The browser closing the connection under the page (the site's data cleared, the database deleted
 * in DevTools): its transactions are aborted and fail, except one begun in the moment between the
 * close and the page hearing of it, which Chromium then neither completes nor aborts. A run of
 * 'Make available offline' waiting on such a write stayed busy for good (walkthrough 26, D1). The
 * `close` event fires only on a connection the browser closed (one the app closes waits for its
 * transactions instead), and no transaction in flight then can complete: every use in flight
 * through `withPortalDb` is failed with `ConnectionClosedError`, and the next use opens the
 * database again. In Dexie's chunk, off the first screen; db.ts reaches it through the door.
 */

/** Why a use in flight failed: the browser closed the database's connection under it. */
export class ConnectionClosedError extends Error {
  override name = 'ConnectionClosedError';
  constructor() {
    super("The browser closed this device's database while it was being used.");
  }
}

/**
 * Watches each connection `db` opens for the browser closing it. Returns the guard for a use:
 * its answer, or a `ConnectionClosedError` if the browser closes the connection first.
 */
export function watchForcedClose(db: PortalDb): <T>(use: PromiseLike<T>) => Promise<T> {
  const usesInFlight = new Set<(error: Error) => void>();
  let watched: IDBDatabase | undefined;
  const failUsesInFlight = () => {
    for (const fail of usesInFlight) fail(new ConnectionClosedError());
  };
  const watch = () => {
    if (!db.isOpen() || db.backendDB() === watched) return;
    watched = db.backendDB();
    watched.addEventListener('close', failUsesInFlight, { once: true });
  };
  db.on('ready', watch, true);
  watch();
  return <T>(use: PromiseLike<T>) => {
    let fail: (error: Error) => void = () => {};
    const closed = new Promise<never>((_, reject) => {
      fail = reject;
    });
    usesInFlight.add(fail);
    return Promise.race([use, closed]).finally(() => usesInFlight.delete(fail));
  };
}
