import { networkStatusAtom } from '../network/network-monitor';
import { appStore } from '../state/jotai';
import { createUpdateController, type UpdateController } from './update-controller';

let controller: UpdateController | undefined;

/**
 * Boot, once: registers the service worker (production builds only: the worker and its precache
 * exist only there) and starts the update flow. Failing registration leaves the app working
 * online, so it is logged, not thrown.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || controller || !('serviceWorker' in navigator)) return;
  const { Workbox, messageSW } = await import('workbox-window');
  const worker = new Workbox(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL });
  controller = createUpdateController({
    worker: Object.assign(worker, {
      waitingRelease: async () => {
        const waiting = (await navigator.serviceWorker.getRegistration())?.waiting;
        if (!waiting) return undefined;
        const answer = (await messageSW(waiting, { type: 'GET_RELEASE' })) as { releaseNotesKey?: unknown };
        return typeof answer?.releaseNotesKey === 'string' ? answer.releaseNotesKey : undefined;
      },
    }),
    reload: () => window.location.reload(),
    canReachNetwork: () => ({
      browserOnline: navigator.onLine,
      networkStatus: appStore.get(networkStatusAtom),
    }),
    document,
  });
  try {
    await worker.register();
  } catch (error) {
    console.error('The service worker could not be registered', error);
  }
}

/** The update prompt's Reload. */
export function applyUpdate(): void {
  controller?.applyUpdate();
}
