import { createRouter } from '@tanstack/react-router';
import { registerNavigator } from './core/navigation';
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

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
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
