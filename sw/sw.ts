/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};
/** The version of this build as users know it, e.g. 3.3.0 (vite.config.ts `define`; empty when the build was not told). */
declare const __RELEASE_VERSION__: string;

// The app shell: every built file, versioned by the build.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/** The API, its hubs and the test controls: the network's alone, never the app shell's. */
const NETWORK_ONLY_PREFIXES = ['/api/', '/hubs/', '/__test/'];

// Any app URL opens the shell offline; the network-only paths and the settings are never answered by it.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [...NETWORK_ONLY_PREFIXES.map((prefix) => new RegExp(`^${prefix}`)), /^\/app-config\.json$/],
  }),
);

// The network-only paths skip this worker altogether where the browser can (static routing:
// Chromium 123+): no worker started per API call, and above all an old worker kept busy by a
// display's calls no longer holds up the new version a Reload asked for. Chromium lets a waiting
// worker that called skipWaiting() take over only once the old one has no events to handle; a
// wall display refetches everything at the moment the server answers again, the very moment it
// takes a new version, so the switch waited for the old worker's 30 s idle timeout and the page
// was reloaded by the 5 s fallback under the old worker (kiosk-update.spec).
self.addEventListener('install', (event) => {
  const install = event as ExtendableEvent & { addRoutes?: (rules: object[]) => Promise<void> };
  if (typeof install.addRoutes !== 'function' || typeof URLPattern !== 'function') return;
  const rules = NETWORK_ONLY_PREFIXES.map((prefix) => ({
    condition: { urlPattern: new URLPattern({ pathname: `${prefix}*` }) },
    source: 'network',
  }));
  // A browser refusing the rules: the paths reach the worker, which passes them on as before.
  install.waitUntil(install.addRoutes(rules).catch(() => undefined));
});

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
  if (type === 'GET_RELEASE') event.ports[0]?.postMessage({ version: __RELEASE_VERSION__ || null });
});
