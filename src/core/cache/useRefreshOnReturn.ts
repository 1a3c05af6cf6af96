import { useEffect } from 'react';
import { isOnline } from '../network/network-monitor';

/** A page shown again refreshes a resource at most once in this long (docs/shell.md). */
export const RETURN_REFRESH_INTERVAL_MS = 30_000;

/**
 * Calls `refresh` (a cached resource's) when the page is shown again (`visibilitychange` to
 * visible: another tab, a phone unlocked, an installed app brought to the front; or `pageshow`
 * restored from the back/forward cache: the user went to another site and pressed Back, and the
 * page comes back as it was left, not loaded again), so what another device changed meanwhile
 * shows when the user looks again. Not more than once in 30 s, however often the user switches
 * back (a restore also reported as the page turning visible counts once), and not while offline
 * (coming back online refreshes every cached resource already, `useCachedResource`). Used from
 * parts loaded on idle (the bell's panel, the announcement dialog; the menu and roles from the
 * update prompt's module, `user-context-on-return.ts`), so the launcher's first chunks do not grow
 * (docs/performance.md). Returns the stop function.
 */
export function refreshOnReturn(refresh: () => void): () => void {
  let lastRefresh: number | undefined;
  const onShown = () => {
    if (!isOnline()) return;
    const now = Date.now();
    if (lastRefresh !== undefined && now - lastRefresh < RETURN_REFRESH_INTERVAL_MS) return;
    lastRefresh = now;
    refresh();
  };
  const onVisibility = () => {
    if (document.visibilityState === 'visible') onShown();
  };
  // A page loaded anew fires `pageshow` too, not persisted: that one is no return.
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) onShown();
  };
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pageshow', onPageShow);
  return () => {
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pageshow', onPageShow);
  };
}

/** `refreshOnReturn` while the component is mounted. */
export function useRefreshOnReturn(refresh: () => void): void {
  useEffect(() => refreshOnReturn(refresh), [refresh]);
}
