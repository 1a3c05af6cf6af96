import { useEffect, useRef } from 'react';
import { isOnline } from '../network/network-monitor';
import type { CachedResource } from './useCachedResource';

/** A page shown again refreshes a resource at most once in this long (docs/shell.md). */
export const RETURN_REFRESH_INTERVAL_MS = 30_000;

/**
 * A resource that refreshes from the server when the page is shown again (`visibilitychange` to
 * visible: another tab, a phone unlocked, an installed app brought to the front), so what another
 * device changed meanwhile shows when the user looks again. Not more than once in 30 s, however
 * often the user switches back, and not while offline (coming back online refreshes every cached
 * resource already, `useCachedResource`).
 */
export function useRefreshedOnReturn<T>(resource: CachedResource<T>): CachedResource<T> {
  const { refresh } = resource;
  const lastRefresh = useRef<number | undefined>(undefined);
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState !== 'visible' || !isOnline()) return;
      const now = Date.now();
      if (lastRefresh.current !== undefined && now - lastRefresh.current < RETURN_REFRESH_INTERVAL_MS) return;
      lastRefresh.current = now;
      refresh();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [refresh]);
  return resource;
}
