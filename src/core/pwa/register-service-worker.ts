import { networkStatusAtom } from '../network/network-monitor';
import { onBecameConnected, retryWhenConnected } from '../network/when-connected';
import { whenQueued } from '../outbox/records-on-their-way';
import { appStore } from '../state/jotai';
import type { UpdateController } from './update-controller';

let controller: UpdateController | undefined;

/**
 * Boot, once: registers the service worker (production builds only: the worker and its precache
 * exist only there) and starts the update flow; the boot retries it when the connection comes
 * back (`retryWhenConnected`). A failing registration leaves the app working online: logged, and
 * the promise rejects. The update controller comes with workbox-window, in a chunk of its own: no
 * part of the first screen (the launcher's size budget, docs/performance.md).
 *
 * A worker removed under the page (the site's data cleared, walkthrough 18, D2) is registered
 * again, at once or once the connection is back: the next page load opens offline again.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || controller || !('serviceWorker' in navigator)) return;
  const [{ Workbox, messageSW }, { createUpdateController }] = await Promise.all([
    import('workbox-window'),
    import('./update-controller'),
  ]);
  if (controller) return;
  const worker = new Workbox(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL });
  const current = createUpdateController({
    worker: Object.assign(worker, {
      newVersionRelease: async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        // Once another tab switched to it, the new version is the active worker, under this page's old code.
        const newest = registration?.waiting ?? registration?.active;
        if (!newest) return undefined;
        const answer = (await messageSW(newest, { type: 'GET_RELEASE' })) as { releaseNotesKey?: unknown };
        return typeof answer?.releaseNotesKey === 'string' ? answer.releaseNotesKey : undefined;
      },
    }),
    // After the outbox has stored what it was given (a change on its way would make the browser ask).
    reload: () => void whenQueued().then(() => window.location.reload()),
    controlled: () => navigator.serviceWorker.controller !== null,
    onWorkerRemoved: () => {
      forget(current);
      // A new Workbox and controller: this one's registration is gone, and its update checks with it.
      retryWhenConnected(registerServiceWorker);
    },
    canReachNetwork: () => ({
      browserOnline: navigator.onLine,
      networkStatus: appStore.get(networkStatusAtom),
    }),
    document,
    onReconnect: onBecameConnected,
  });
  controller = current;
  try {
    await worker.register();
  } catch (error) {
    console.error('The service worker could not be registered', error);
    forget(current);
    throw error;
  }
}

function forget(stale: UpdateController): void {
  stale.stop();
  if (controller === stale) controller = undefined;
}

/** The update prompt's Reload. */
export function applyUpdate(): void {
  controller?.applyUpdate();
}
