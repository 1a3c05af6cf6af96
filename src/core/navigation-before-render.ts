import type { AnyRouter } from '@tanstack/react-router';

/**
 * The first navigation loads before React renders (main.tsx), and TanStack's `Transitioner`
 * subscribes to the history only when it mounts; once a load has run, it does not load again
 * at mount. A Back, a Forward or a fragment change in between (a page still starting) moved the
 * address and not the page: `#notifications` reached too early opened nothing (a CI failure).
 * Until the `Transitioner` subscribes, this listener is the history's only one, and it loads the
 * new address itself, as the router does for its own navigations when nothing listens.
 */
export function loadHistoryMovesBeforeRender(router: AnyRouter): void {
  router.history.subscribe(() => {
    if (router.history.subscribers.size === 1) router.load().catch((error: unknown) => console.error(error));
  });
}
