import type { liveQuery } from 'dexie';
import type { PortalDb } from './portal-db';
import { readWithoutDexie } from './read-without-dexie';

export type { PortalDb } from './portal-db';

export const PORTAL_DB_NAME = 'ops-portal';

/**
 * The newest step of schema-versions.ts (kept here, not imported: the steps go with Dexie's chunk;
 * db.test.ts checks the two agree). Dexie opens IndexedDB at ten times it.
 */
export const PORTAL_DB_SCHEMA_VERSION = 3;
const INDEXEDDB_VERSION = PORTAL_DB_SCHEMA_VERSION * 10;

/*
 * The one door to the portal's IndexedDB. Dexie (about 31 KB gzip) and the schema are a chunk of
 * their own (portal-db.ts), off the first screen (issue 15; docs/performance.md, "Dexie off the
 * first screen"): this module holds no Dexie code. The chunk loads once the first screen is up
 * (main.tsx) or at the first use that needs it, whichever comes first; every use awaits it through
 * `withPortalDb`. What the first screen reads before then (the user context, the menu, the cached
 * reads of its panels) `readPortalDb` answers straight from IndexedDB (read-without-dexie.ts), and
 * live readers (`watchPortalQuery`, `useLivePortalQuery`) answer from a plain read first and
 * follow the database with Dexie's live queries once it is in.
 */

/** What the Dexie chunk hands over once loaded: the instance in use, and Dexie's `liveQuery`. */
export interface PortalDbDoor {
  db: PortalDb;
  liveQuery: typeof liveQuery;
  /** A use's answer, unless the browser closes the connection first (forced-close.ts). */
  unlessClosedUnder?: <T>(use: PromiseLike<T>) => PromiseLike<T>;
}

let door: PortalDbDoor | undefined;
let loading: Promise<PortalDbDoor> | undefined;
let doorOpened: (door: PortalDbDoor) => void = () => {};
const opened = new Promise<PortalDbDoor>((resolve) => {
  doorOpened = resolve;
});

/** portal-db.ts, as it installs an instance (`installPortalDb`): the instance in use from now on. */
export function openPortalDbDoor(next: PortalDbDoor): void {
  door = next;
  doorOpened(next);
}

/** The instance in use, once the Dexie chunk is in (or a test installed one); else undefined. */
export const loadedPortalDb = (): PortalDb | undefined => door?.db;

/**
 * Loads the Dexie chunk (once; a failed load, e.g. a new release's chunks replacing it, is tried
 * again by the next call) and creates the instance. Dexie itself opens at the first query.
 */
export function loadPortalDb(): Promise<PortalDbDoor> {
  if (door) return Promise.resolve(door);
  loading ??= import('./portal-db').then(
    ({ portalDb }) => {
      portalDb();
      return door as PortalDbDoor;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The Dexie chunk is in: resolves then, without loading it. */
export const whenPortalDbLoaded = (): Promise<PortalDbDoor> => opened;

/*
 * A browser may refuse IndexedDB altogether: storage disabled by policy (reading `indexedDB`
 * throws SecurityError), a private mode whose `open` fails, a broken profile. Dexie then fails
 * every query with the open's error. The app runs from the network instead (docs/offline.md,
 * "Without IndexedDB"): every use goes through `withPortalDb`, which takes the fallback then.
 */

const unavailableListeners = new Set<() => void>();
let unavailableSince: PortalDb | undefined;

/** Instances a query has succeeded on: the browser lets this page store data. */
const openedOnce = new WeakSet<PortalDb>();

/**
 * The open failed (a database closed on purpose has failed too, but is no refusal), and never
 * worked in this page: a browser that refuses storage never opens it. One that did open and then
 * failed lost its database under the page (its site data cleared mid-write, walkthrough 26, D1):
 * taken for a refusal, it said 'Offline use is off' and stayed so until a reload.
 */
const refused = (db: PortalDb) => db.hasFailed() && !db.hasBeenClosed() && !openedOnce.has(db);

/** Dexie fails every query after a failed open until it is opened again: a lost database is. */
const lostUnderThePage = (db: PortalDb) => db.hasFailed() && !db.hasBeenClosed() && openedOnce.has(db);

/**
 * True once opening the database failed in this page (the instance in use). False until Dexie
 * has tried: before, as before the first query, nothing has failed yet.
 */
export function portalDbUnavailable(): boolean {
  return door ? refused(door.db) : false;
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
 * `use` on the door's instance, guarded by that instance's own watch for a forced close: a test
 * may install another instance meanwhile (review of stop 49, L6).
 */
async function runOrFallBack<T, F>(
  { db, unlessClosedUnder }: PortalDbDoor,
  use: (db: PortalDb) => PromiseLike<T>,
  fallback: () => F,
): Promise<T | Awaited<F>> {
  if (lostUnderThePage(db)) await db.open().catch(() => undefined);
  if (!refused(db)) {
    try {
      const pending = use(db);
      const result = await (unlessClosedUnder?.(pending) ?? pending);
      openedOnce.add(db);
      return result;
    } catch (error) {
      if (!refused(db)) throw error;
      noteUnavailable(db, error);
    }
  } else noteUnavailable(db, undefined);
  // An async function's return is awaited anyway.
  return fallback() as Awaited<F>;
}

/**
 * Runs `use` on the database, or `fallback` where the browser does not let it open: the failure
 * of an open (the first query's) is noted once and answered by the fallback, as every later use
 * is. Any other failure (a full disk, an aborted transaction) is the caller's, as before. Waits
 * for the Dexie chunk (and loads it) if it is not in yet; once it is, `use` runs at once, in the
 * caller's turn (a live query's reads must be Dexie's from its first step).
 */
export function withPortalDb<T, F = T>(
  use: (db: PortalDb) => PromiseLike<T>,
  fallback: () => F,
): Promise<T | Awaited<F>> {
  if (door) return runOrFallBack(door, use, fallback);
  return loadPortalDb().then((loaded) => runOrFallBack(loaded, use, fallback));
}

/**
 * A read by key or index the first screen makes (a cached read, the queue's count): through
 * Dexie once its chunk is in (`withPortalDb`), before then straight from IndexedDB with `raw`,
 * without loading Dexie (read-without-dexie.ts). `fallback` answers where there is nothing: no
 * database yet, no such store, the row missing, or IndexedDB refused.
 */
export function readPortalDb<T, F = T>(
  use: (db: PortalDb) => PromiseLike<T>,
  raw: { store: string; ask: (store: IDBObjectStore) => IDBRequest },
  fallback: () => F,
): Promise<T | Awaited<F>> {
  if (door) return withPortalDb(use, fallback);
  return readWithoutDexie(PORTAL_DB_NAME, raw.store, raw.ask, INDEXEDDB_VERSION).then(
    (value) => (value === undefined ? fallback() : value) as T | Awaited<F>,
  );
}

export interface PortalQueryObserver<T> {
  next: (value: T) => void;
  error: (error: unknown) => void;
}

/**
 * Runs `query` now and again after every change to the rows it read, in this tab or another: a
 * Dexie live query. Before the Dexie chunk is in, `query` answers once as a plain read (its reads
 * go through `readPortalDb` or wait in `withPortalDb`), and the live query starts when the chunk
 * arrives; it reads again as it starts, so a change made in between is not missed, and a plain
 * answer arriving after the live one is dropped (it may be older). Returns the unsubscribe.
 */
export function watchPortalQuery<T>(query: () => Promise<T>, observer: PortalQueryObserver<T>): () => void {
  let stopped = false;
  let live = false;
  let subscription: { unsubscribe(): void } | undefined;
  const subscribe = ({ liveQuery: follow }: PortalDbDoor) => {
    if (stopped) return;
    subscription = follow(query).subscribe({
      next: (value) => {
        live = true;
        observer.next(value);
      },
      error: (error: unknown) => {
        live = true;
        observer.error(error);
      },
    });
  };
  if (door) subscribe(door);
  else {
    query().then(
      (value) => !stopped && !live && observer.next(value),
      // Failed while Dexie is still not in: its chunk did not load (offline on a first visit, a
      // release replacing it), which is no error of this read; the live query answers once it is
      // in (main.tsx loads it again when the connection is back). Once in, a failure is the read's.
      (error: unknown) => !stopped && !live && door && observer.error(error),
    );
    void whenPortalDbLoaded().then(subscribe);
  }
  return () => {
    stopped = true;
    subscription?.unsubscribe();
  };
}
