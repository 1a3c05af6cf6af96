import { useEffect, useRef } from 'react';
import { isOnline } from '../network/network-monitor';

/** A page shown again refreshes a resource at most once in this long (docs/shell.md). */
export const RETURN_REFRESH_INTERVAL_MS = 30_000;

/**
 * Calls `refresh` (a cached resource's) when the page is shown again (`visibilitychange` to
 * visible: another tab, a phone unlocked, an installed app brought to the front), so what another
 * device changed meanwhile shows when the user looks again. Not more than once in 30 s, however
 * often the user switches back, and not while offline (coming back online refreshes every cached
 * resource already, `useCachedResource`). Used from parts loaded on idle (the bell's panel, the
 * announcement dialog), so the launcher's first chunks do not grow (docs/performance.md).
 */
export function useRefreshOnReturn(refresh: () => void): void {
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
}
