import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { z } from '../../contracts/zod';
import { isDroppedCall, offlineError } from '../api/api-error';
import { sessionAtom } from '../auth/session-state';
import { useLivePortalQuery } from '../db/useLivePortalQuery';
import { isConnected } from '../network/model/network-state';
import { networkStatusAtom } from '../network/network-monitor';
import { accountsAtom } from '../session/account-state';
import { useAtomValue } from '../state/jotai';
import { readCached } from './cache-store';
import { memoryRowsRevision, onMemoryRowsChange } from './memory-rows';
import { cacheKey } from './model/cache-key';
import { currentCacheOwner, type Fetcher, type ReadOptions, refreshCached } from './read-through';

export interface CachedResource<T> {
  /** The cached value (possibly stale), then the network's; undefined until either exists. */
  data: T | undefined;
  /** Nothing to show yet and something is still coming (the cache or the network). */
  isLoading: boolean;
  /** The last refresh failed, or there is nothing cached and no network. */
  error: Error | undefined;
  /** Epoch ms of the network answer the shown value came from. */
  refreshedAt: number | undefined;
  /** The shown value has not been confirmed by the network since this screen opened. */
  isStale: boolean;
  /**
   * Fetches now, even if the value is fresh (a Refresh button, Try again); while the server's
   * `Retry-After` wait lasts it fails at once (`refreshCached`), with `error.retryAt`.
   */
  refresh: () => void;
}

type Refresh = { key: string; phase: 'refreshing' | 'refreshed' | 'failed'; error?: Error };

/**
 * Stale-while-revalidate for screens: shows the IndexedDB copy at once (a live query, so every
 * tab sees a refresh as soon as it is stored), refreshes from the network when connected and
 * again whenever the connection comes back. Keyed by the signed-in user and context account.
 * `fetcher` and `schema` may be inline: only the resource name and owner restart the refresh.
 */
export function useCachedResource<S extends z.ZodMiniType>(
  resource: string,
  fetcher: Fetcher<S>,
  schema: S,
  options: ReadOptions = {},
): CachedResource<z.output<S>> {
  // Subscribed so the key follows sign-in, account switches and the loaded accounts.
  useAtomValue(sessionAtom);
  useAtomValue(accountsAtom);
  const online = isConnected(useAtomValue(networkStatusAtom));
  const owner = currentCacheOwner(options.scope);
  const key = owner ? cacheKey(owner, resource) : undefined;

  const latest = useRef({ fetcher, schema, owner, freshForMs: options.freshForMs });
  useEffect(() => {
    latest.current = { fetcher, schema, owner, freshForMs: options.freshForMs };
  });

  // Without IndexedDB the rows are this page's (memory-rows.ts): their changes read again too.
  const memoryRevision = useSyncExternalStore(onMemoryRowsChange, memoryRowsRevision);
  // null: looked, nothing cached; undefined: still looking.
  const cached = useLivePortalQuery(
    async () => (key ? ((await readCached(key, schema)) ?? null) : null),
    [key, memoryRevision],
  );
  const [refresh, setRefresh] = useState<Refresh | undefined>();
  const [forced, setForced] = useState(0);

  useEffect(() => {
    const { fetcher: fetch, schema: parse, owner: current, freshForMs } = latest.current;
    if (!key || !current || !online) return;
    let active = true;
    setRefresh({ key, phase: 'refreshing' });
    refreshCached(current, resource, fetch, parse, { force: forced > 0, freshForMs }).then(
      () => active && setRefresh({ key, phase: 'refreshed' }),
      // A refresh dropped while signing out (S1 §4) did not fail: the page shows no error for it.
      (error: unknown) =>
        active &&
        !isDroppedCall(error) &&
        setRefresh({
          key,
          phase: 'failed',
          error: error instanceof Error ? error : new Error(String(error)),
        }),
    );
    return () => {
      active = false;
    };
  }, [key, resource, online, forced]);

  const current = refresh?.key === key ? refresh : undefined;
  const data = cached ? cached.value : undefined;
  const offlineWithNothing = cached === null && !online;
  return {
    data,
    isLoading: key !== undefined && data === undefined && !offlineWithNothing && current?.phase !== 'failed',
    error: current?.error ?? (offlineWithNothing ? offlineError() : undefined),
    refreshedAt: cached ? cached.fetchedAt : undefined,
    isStale: data !== undefined && current?.phase !== 'refreshed',
    refresh: useCallback(() => setForced((count) => count + 1), []),
  };
}
