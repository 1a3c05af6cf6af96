import type { z } from '../../contracts/zod';
import { ApiError, CONTRACT_MESSAGE, isApiError, offlineError } from '../api/api-error';
import { getSession, loggingOutAtom } from '../auth/session-state';
import { onSignOut } from '../auth/sign-out';
import { loadPortalDb } from '../db/db';
import { reportUnreachable } from '../network/connection';
import { isOnline } from '../network/network-monitor';
import { currentContextAccount } from '../session/account-state';
import { appStore } from '../state/jotai';
import { deleteUserCache, localWriteCount, readCached, writeCached } from './cache-store';
import {
  type CacheOwner,
  type CacheScope,
  cacheKey,
  cacheOwner,
  DEVICE_CACHE_OWNER,
  isFresh,
} from './model/cache-key';

export type Fetcher<S extends z.ZodMiniType> = () => Promise<z.output<S>>;

export interface ReadOptions {
  /** `account` (default): cached per user and context account; `user`: per user only. */
  scope?: CacheScope;
  /** A cached value younger than this is not revalidated (default 5 s). */
  freshForMs?: number;
  /**
   * Answers with the network's value as soon as it is checked, storing it meanwhile (see
   * `refreshCached`): for reads the first screen waits on, not for readers of the stored row.
   */
  answerBeforeStored?: boolean;
}

export const DEFAULT_FRESH_FOR_MS = 5_000;

/** The signed-in user and context account the cache is keyed by now; undefined when signed out. */
export function currentCacheOwner(scope: CacheScope = 'account'): CacheOwner | undefined {
  return cacheOwner(getSession()?.user.id, currentContextAccount()?.acctId, scope);
}

/** The fetcher's answer checked against the resource's schema (which the cache reads with). */
function parseAnswer<S extends z.ZodMiniType>(schema: S, answer: unknown): z.output<S> {
  const parsed = schema.safeParse(answer);
  if (!parsed.success) throw new ApiError('contract', CONTRACT_MESSAGE);
  return parsed.data;
}

/** One network fetch per key at a time, shared by every reader that asks meanwhile. */
const fetching = new Map<string, Promise<unknown>>();

/**
 * Keys whose fetch was sent in the code running now: a forced read asked in the same go joins it,
 * since it went out after that read's write. The readers one write refreshes all ask in the
 * effects of one render; each but the first took the first's fetch for one out before its write,
 * and read again once it was in (walkthrough 31, O8: two reads of each versions list per version
 * write). Forgotten once that code has run.
 */
const sentNow = new Set<string>();

/**
 * Reads the server asked to wait for (`Retry-After` on a 429 or 503), by key: until then the read
 * is not sent again, even when forced (a panel reopened, Try again), and fails at once with the
 * server's answer (its `retryAt` says until when). Kept in memory: a reload starts afresh.
 */
const waits = new Map<string, ApiError>();

/** Forgets every wait (tests). */
export function forgetReadWaits(): void {
  waits.clear();
}

/**
 * Fetches the resource and stores it for `owner`, unless it was fetched moments ago. The answer is
 * stored only while `owner` is still the signed-in user: a refresh that lands after sign-out must
 * not bring the user's rows back. Device-scoped (public) rows are always stored. An answer asked
 * for before a local write to the resource (a saved preference written into its cached row) may
 * not hold that write yet: the edited row stays, and is revalidated by the next read.
 * A reader with a shorter freshness joins a fetch already out, but never another reader's look at
 * the cache: that answer may be older than it accepts. A forced read (a write the server took, a
 * Refresh) joins no fetch that was out before it: that answer may predate the write, and stored
 * last it would hide it. It waits for such a fetch and asks again; forced reads waiting together
 * share that one read.
 *
 * It resolves once the answer is stored, unless `answerBeforeStored`: then as soon as the answer
 * is checked, the store going on (a failed store is only logged: the value is still good). On a
 * first visit the store waits for Dexie's chunk and the database's creation (about 100 ms here),
 * and the user context's reads waited for it one after the other before the first tile
 * (docs/performance.md, "A fresh profile's start"). A reader joining meanwhile waits for the store.
 */
export function refreshCached<S extends z.ZodMiniType>(
  owner: CacheOwner,
  resource: string,
  fetcher: Fetcher<S>,
  schema: S,
  options: RefreshOptions = {},
): Promise<z.output<S>> {
  const key = cacheKey(owner, resource);
  const reading = readAndStore(key, owner, resource, fetcher, schema, options);
  readsOut.set(reading, key);
  const over = () => readsOut.delete(reading);
  reading.then(over, over);
  return reading;
}

type RefreshOptions = { force?: boolean; freshForMs?: number; answerBeforeStored?: boolean };

/**
 * Every `refreshCached` out now, with its cache key: from its call until it settles (a forced read
 * waiting for an older fetch too). `readsOver` waits for them.
 */
export const readsOut = new Map<Promise<unknown>, string>();

async function readAndStore<S extends z.ZodMiniType>(
  key: string,
  owner: CacheOwner,
  resource: string,
  fetcher: Fetcher<S>,
  schema: S,
  options: RefreshOptions,
): Promise<z.output<S>> {
  // Whatever that older fetch's fate, the forced read is sent once it is over; a fetch out by
  // then began after the force, and is joined.
  const older = options.force && !sentNow.has(key) && fetching.get(key);
  if (older) await older.catch(() => undefined);
  else if (!options.force && !fetching.has(key)) {
    const cached = await readCached(key, schema);
    if (cached && isFresh(cached.fetchedAt, Date.now(), options.freshForMs ?? DEFAULT_FRESH_FOR_MS))
      return cached.value;
  }
  const running = fetching.get(key);
  if (running) return running as Promise<z.output<S>>;
  const answered = fetchAndStore(owner, resource, fetcher, schema);
  const stored = answered.then(async ({ value, storing }) => {
    await storing;
    return value;
  });
  fetching.set(key, stored);
  if (!sentNow.size) queueMicrotask(() => sentNow.clear());
  sentNow.add(key);
  const forget = () => fetching.delete(key);
  stored.then(forget, forget);
  if (!options.answerBeforeStored) return stored;
  const { value, storing } = await answered;
  storing.catch((error: unknown) =>
    console.warn(`The ${resource} read could not be stored on this device`, error),
  );
  return value;
}

/** A checked answer, and its store into the device's cache (already over when none was due). */
interface Answer<T> {
  value: T;
  storing: Promise<void>;
}

/** Reads asked again because a local write landed while they were away (once is enough). */
const MAX_ASKED_AGAIN = 1;

async function fetchAndStore<S extends z.ZodMiniType>(
  owner: CacheOwner,
  resource: string,
  fetcher: Fetcher<S>,
  schema: S,
  askedAgain = 0,
): Promise<Answer<z.output<S>>> {
  const key = cacheKey(owner, resource);
  const writesBefore = localWriteCount(owner.userId, resource);
  // The answer is stored through Dexie, whose chunk loads after the first screen: alongside the
  // request, so a first visit's guard does not wait for it after the answer (core/db/db.ts).
  loadPortalDb().catch(() => {
    // Tried again by the store itself (withPortalDb), whose failure is the caller's.
  });
  let fetched: unknown;
  try {
    // While the server's wait lasts, its answer again, and nothing sent (NaN: no wait).
    const waiting = waits.get(key);
    if (Number(waiting?.retryAt) > Date.now()) throw waiting;
    fetched = await fetcher();
  } catch (error) {
    if (isApiError(error)) {
      if (error.kind === 'network') reportUnreachable();
      if (error.retryAt) waits.set(key, error);
    }
    throw error;
  }
  const value = parseAnswer(schema, fetched);
  if (localWriteCount(owner.userId, resource) !== writesBefore) {
    const edited = await readCached(key, schema);
    if (edited) return { value: edited.value, storing: Promise.resolve() };
    // No row held the write (the user's rows went with a sign-out, and this is the first read
    // since): the answer may predate it, and stored it would show the old state as current, with
    // nothing left in the outbox to correct it. The write has reached the server: ask again.
    if (askedAgain < MAX_ASKED_AGAIN) return fetchAndStore(owner, resource, fetcher, schema, askedAgain + 1);
  }
  const storing =
    owner === DEVICE_CACHE_OWNER || (getSession()?.user.id === owner.userId && !appStore.get(loggingOutAtom))
      ? writeCached(owner, resource, value, Date.now())
      : Promise.resolve();
  return { value, storing };
}

/**
 * Stale-while-revalidate for guards, loaders and other non-React code: the cached value at once
 * (refreshed in the background when online, `onRefresh` hearing the new value); without one,
 * the network answer, stored (or being stored: `answerBeforeStored`). Offline with nothing cached, it throws the request layer's
 * network error, so screens say the same thing whether a call or the cache failed.
 */
export async function readThrough<S extends z.ZodMiniType>(
  resource: string,
  fetcher: Fetcher<S>,
  schema: S,
  options: ThroughOptions<S> = {},
): Promise<z.output<S>> {
  return (await readThroughFrom(resource, fetcher, schema, options)).value;
}

type ThroughOptions<S extends z.ZodMiniType> = ReadOptions & {
  onRefresh?: (value: z.output<S>) => void;
  /** The background refresh of a cached value failed (the cached value stays on screen). */
  onRefreshFailure?: (error: unknown) => void;
  /**
   * The caller knows the device holds no copy (the user's other reads came from the network): it
   * is not looked for, and the network is asked at once. On a first visit the look waited for the
   * database's creation, begun by the store of the read before.
   */
  nothingOnDevice?: boolean;
};

/** `readThrough`, saying whether the value is the device's copy (`fromDevice`) or the network's. */
export async function readThroughFrom<S extends z.ZodMiniType>(
  resource: string,
  fetcher: Fetcher<S>,
  schema: S,
  options: ThroughOptions<S> = {},
): Promise<{ value: z.output<S>; fromDevice: boolean }> {
  const owner = currentCacheOwner(options.scope);
  // Signed out there is no one to key by: the read goes straight to the network.
  if (!owner) return { value: parseAnswer(schema, await fetcher()), fromDevice: false };
  const cached = options.nothingOnDevice ? undefined : await readCached(cacheKey(owner, resource), schema);
  if (cached) {
    if (isOnline()) {
      void refreshCached(owner, resource, fetcher, schema, options).then(
        (value) => options.onRefresh?.(value),
        (error: unknown) => {
          // The cached value stays on screen; the network monitor hears about lost connections.
          options.onRefreshFailure?.(error);
        },
      );
    }
    return { value: cached.value, fromDevice: true };
  }
  if (!isOnline()) throw offlineError();
  const force = options.nothingOnDevice === true;
  return {
    value: await refreshCached(owner, resource, fetcher, schema, { ...options, force }),
    fromDevice: false,
  };
}

onSignOut((userId) => deleteUserCache(userId));
