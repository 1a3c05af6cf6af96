import { createRouter } from '@tanstack/react-router';
import { followScreen } from './core/auth/session-state';
import { registerNavigator } from './core/navigation';
import { loadHistoryMovesBeforeRender } from './core/navigation-before-render';
import { reloadCounterAtom } from './core/navigation-reload';
import { appStore } from './core/state/jotai';
import { RouteError } from './routes/-components/RouteError';
import { routeTree } from './routeTree.gen';

export const router = createRouter({
  routeTree,
  defaultPreload: false,
  // Guards read the session on every navigation; nothing is kept between visits.
  defaultStaleTime: 0,
  scrollRestoration: true,
  // A page that fails to load says so inside the frame; the root's own failure replaces it all.
  defaultErrorComponent: RouteError,
});

// Back, Forward or a fragment change while the page is still starting (main.tsx loads before it renders).
loadHistoryMovesBeforeRender(router);

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

/**
 * Starts loading the code of the page being opened (its route chunks) at once, alongside its
 * guard, instead of after the guard has resolved: on a repeat visit the guard answers from the
 * cache in a few milliseconds and the page's chunk was the next wait (docs/performance.md). A
 * signed-out visit loads a small chunk it will not use; the redirect is unchanged.
 */
export function preloadOpeningRouteChunks(pathname: string): void {
  const [routes] = router.getMatchedRoutes(pathname);
  for (const route of routes)
    router.loadRouteChunk(route)?.catch(() => {
      // The navigation itself loads it again and shows its error.
    });
}

registerNavigator((href, options) => {
  const here = router.state.location.href;
  if (href === here) {
    appStore.set(reloadCounterAtom, (n) => n + 1);
    void router.invalidate();
    return;
  }
  void router.navigate({ href, replace: options?.replace });
});

// A wall display has no user (the route table's `noUser`): known before the guard of the page being
// opened reads the session (core/auth/session-state.ts).
router.subscribe('onBeforeNavigate', ({ toLocation }) => followScreen(toLocation.pathname));
