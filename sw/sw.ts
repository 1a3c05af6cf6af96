/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};
/** The release-notes key of this build (vite.config.ts `define`; empty when the build was not told). */
declare const __RELEASE_NOTES_KEY__: string;

// The app shell: every built file, versioned by the build.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Any app URL opens the shell offline; API, hub and test-control paths are never answered by it.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /^\/hubs\//, /^\/__test\//, /^\/app-config\.json$/],
  }),
);

// The deployment's settings: fresh when online, the last copy offline.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname === '/app-config.json',
  new NetworkFirst({ cacheName: 'app-config', networkTimeoutSeconds: 3 }),
);

// A new version waits until the page agrees to switch (never under a user mid-task).
// A page still on the old version asks a waiting one what it brings, to name it in its prompt.
self.addEventListener('message', (event) => {
  const type = (event.data as { type?: string } | null)?.type;
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  if (type === 'GET_RELEASE') event.ports[0]?.postMessage({ releaseNotesKey: __RELEASE_NOTES_KEY__ || null });
});
