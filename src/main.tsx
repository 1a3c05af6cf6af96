// First: the Trusted Types policy must be in place before other modules touch a sink.
import './core/ui/strict-csp';
// Then the stylesheets back where the cascade expects them, before anything renders or adds styles.
import './core/ui/stylesheets-to-head';
// Mantine's global parts only (reset, default CSS variables, global classes), in Mantine's order; the
// stylesheet of each component comes with the module that uses it (vite.config.ts,
// mantineComponentStyles; docs/performance.md), each in a cascade layer of its own whose order
// index.html declares, so the order holds whichever chunk brings a stylesheet in first.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { messageOf } from './core/api/api-error';
import { revokeAtServer } from './core/auth/pending-logouts';
import { getSession } from './core/auth/session-state';
import { loadAppConfig } from './core/config/app-config';
import { loadPortalDb } from './core/db/db';
import { registerFavoritesSender } from './core/favorites/favorites-outbox';
import { startNetworkMonitor } from './core/network/connection';
import { retryWhenConnected } from './core/network/when-connected';
import { queuedCount } from './core/outbox/outbox-store';
import { startOutbox } from './core/outbox/start-outbox';
import { registerServiceWorker } from './core/pwa/register-service-worker';
import { installErrorReporting } from './core/telemetry/install-error-reporting';
import { markFirstScreenShown, whenFirstScreenShown, whenIdle } from './core/when-idle';
import { startInstallCapture } from './features/install/install-state';
import { startNotificationDismissals } from './features/notifications/data';
import { startUsageLogging } from './features/usage/start-usage-logging';
import { preloadOpeningRouteChunks, router } from './router';

// At once, before the configuration loads: the browser hands its install prompt over early.
startInstallCapture();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);
preloadOpeningRouteChunks(window.location.pathname);
// The first screen is up once the first navigation has rendered and painted: work waiting for it
// (lazy parts, hubs, the service worker) starts then (core/when-idle.ts). Rendered, not resolved:
// the first navigation resolves before React renders it (below).
const stopWatchingFirstScreen = router.subscribe('onRendered', () => {
  stopWatchingFirstScreen();
  requestAnimationFrame(markFirstScreenShown);
});

loadAppConfig()
  .then(() => {
    // Reports go where app-config.json says (docs/telemetry.md), so after it is loaded.
    installErrorReporting();
    // The network state drives the outbox: it replays whenever the banner turns back to connected.
    startNetworkMonitor();
    // A sign-out the server could not hear of (offline) is told to it now or at the reconnection.
    void revokeAtServer();
    // Before the outbox starts, so its first replay sends favorites queued earlier.
    registerFavoritesSender();
    // Counted before this visit queues its own usage record: what an earlier visit left waiting.
    const userId = getSession()?.user.id;
    const queuedBefore = userId === undefined ? Promise.resolve(0) : queuedCount(userId);
    startOutbox();
    startNotificationDismissals();
    // Before the first render, so the first resolved navigation is logged too.
    startUsageLogging(router);
    // The hubs connect once the first screen is up and the browser idle: their code loads then, as
    // SignalR's does. Records left waiting (an offline shift's usage) are their work from the
    // start: then the hubs do not wait for the idle moment (docs/performance.md, the replay).
    // Offline by then (no worker yet to serve it), their code loads once the connection is back.
    const startHubs = () => retryWhenConnected(() => import('./start-hubs').then((hubs) => hubs.startHubs()));
    // Before Dexie is in, a read that cannot be made answers 0 (db.ts); a failure all the same
    // counts as nothing queued, so the hubs still start.
    void queuedBefore.then(
      (queued) => (queued > 0 ? whenFirstScreenShown : whenIdle)(startHubs),
      () => whenIdle(startHubs),
    );
    // The first navigation (guard, page chunks) resolves before the first render, so React's
    // first commit is the page itself: index.html's splash shows until then and is replaced by
    // it, with no blank page between them (docs/performance.md).
    // A failed load still renders: the router shows its error then, as when it loads by itself.
    return router.load().catch((error: unknown) => console.error(error));
  })
  .then(() => {
    // A transition: React renders in slices, yielding to the browser every few milliseconds, so
    // the first render is no one long task.
    startTransition(() => root.render(<App />));
    // Dexie's chunk, off the first screen (which reads IndexedDB without it): the live reads and
    // the writes wait for it, and a write before this loads it sooner (core/db/db.ts). A failed
    // load is tried again by the next use, and when the connection comes back.
    whenIdle(() => retryWhenConnected(loadPortalDb));
    // Its install downloads the whole precache: not while the first screen is loading. Offline
    // by then (no worker yet to serve its code), it is registered once the connection is back.
    whenIdle(() => retryWhenConnected(registerServiceWorker));
  })
  .catch((error: unknown) => {
    // No configuration and no saved copy: say so plainly instead of a blank screen.
    root.render(
      <main style={{ fontFamily: 'system-ui, sans-serif', padding: 32 }}>
        <h1>The portal could not start</h1>
        <p>{messageOf(error)}</p>
        <p>Check your connection, then reload the page.</p>
      </main>,
    );
  });
