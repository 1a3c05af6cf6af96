import type { PortalDb } from './portal-db';

/*
 * The browser closing the connection under the page (the site's data cleared, the database deleted
 * in DevTools): its transactions are aborted and fail, except one begun in the moment between the
 * close and the page hearing of it, which Chromium then neither completes nor aborts. A run of
 * 'Make available offline' waiting on such a write stayed busy for good (walkthrough 26, D1). The
 * `close` event fires only on a connection the browser closed (one the app closes waits for its
 * transactions instead), and no transaction in flight then can complete: every use in flight
 * through `withPortalDb` (db.ts reaches the guard through the door) and every step of the outbox's
 * replay (replay-store.ts, which would otherwise hold the replay's cross-tab lock for good) is
 * failed with `ConnectionClosedError`, and the next use opens the database again. In Dexie's
 * chunk, off the first screen.
 */

/**
 * Why a use in flight failed: the browser closed the database's connection under it. Named as
 * the transactions the browser did abort fail (`AbortError`), so Dexie's live queries take it as
 * they take those: no error for the screen, the query read again at the next change (a live view
 * threw it to the error screen otherwise, review of stop 49, H1).
 */
export class ConnectionClosedError extends Error {
  override name = 'AbortError';
  constructor() {
    super("The browser closed this device's database while it was being used.");
  }
}

/** A use's answer, or a `ConnectionClosedError` if the browser closes the connection first. */
export type ForcedCloseGuard = <T>(use: PromiseLike<T>) => Promise<T>;

const guards = new WeakMap<PortalDb, ForcedCloseGuard>();

/** Watches each connection `db` opens for the browser closing it; returns (and keeps) its guard. */
export function watchForcedClose(db: PortalDb): ForcedCloseGuard {
  const known = guards.get(db);
  if (known) return known;
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
  const guard: ForcedCloseGuard = <T>(use: PromiseLike<T>) => {
    let fail: (error: Error) => void = () => {};
    const closed = new Promise<never>((_, reject) => {
      fail = reject;
    });
    usesInFlight.add(fail);
    return Promise.race([use, closed]).finally(() => usesInFlight.delete(fail));
  };
  guards.set(db, guard);
  return guard;
}

/** `use` on `db`, failed with a `ConnectionClosedError` if the browser closes the connection first. */
export function unlessClosedUnder<T>(db: PortalDb, use: PromiseLike<T>): Promise<T> {
  return watchForcedClose(db)(use);
}
