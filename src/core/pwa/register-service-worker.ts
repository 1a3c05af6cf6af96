import { networkStatusAtom } from '../network/network-monitor';
import { onBecameConnected, retryWhenConnected } from '../network/when-connected';
import { leaveForPage } from '../outbox/outbox';
import { appStore } from '../state/jotai';
import type { UpdateController } from './update-controller';

let controller: UpdateController | undefined;

/**
 * Boot, once: registers the service worker (production builds only: the worker and its precache
 * exist only there) and starts the update flow; the boot retries it when the connection comes
 * back (`retryWhenConnected`). A failing registration leaves the app working online: logged, and
 * the promise rejects. The update flow (workbox-window, the update controller and their browser
 * side, update-flow.ts) comes in a chunk of its own: no part of the first screen (the launcher's
 * size budget, docs/performance.md).
 *
 * A worker removed under the page (the site's data cleared, walkthrough 18, D2) is registered
 * again, at once or once the connection is back: the next page load opens offline again.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || controller || !('serviceWorker' in navigator)) return;
  const { Workbox, createUpdateController, newVersionRelease, newVersionWaiting, reload } = await import(
    './update-flow'
  );
  if (controller) return;
  const worker = new Workbox(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL });
  const current = createUpdateController({
    worker: Object.assign(worker, { newVersionRelease, newVersionWaiting }),
    reload,
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

/**
 * Loads the app afresh at `href` on the newest build the server has (Accept of a pushed release):
 * a new version found now, or already waiting, takes over first, as on the prompt's Reload
 * (`UpdateController.switchToNewest`). Without the update flow (no worker registered): a plain load.
 */
export function reloadIntoNewestBuild(href: string): Promise<void> {
  return controller ? controller.switchToNewest(href) : leaveForPage(href);
}
