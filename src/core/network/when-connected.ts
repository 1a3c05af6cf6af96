import { appStore } from '../state/jotai';
import { becameConnected } from './model/network-state';
import { networkStatusAtom } from './network-monitor';

type Store = typeof appStore;

/**
 * Calls `listener` each time the connection status (the network banner's) turns back to
 * connected: the moment to try again what needed the network. Returns the stop function.
 */
export function onBecameConnected(listener: () => void, store: Store = appStore): () => void {
  let status = store.get(networkStatusAtom);
  return store.sub(networkStatusAtom, () => {
    const next = store.get(networkStatusAtom);
    const back = becameConnected(status, next);
    status = next;
    if (back) listener();
  });
}

/**
 * Runs `attempt` (a fetch of code the app needs sooner or later: a chunk, a library) and, when it
 * fails, runs it again each time the connection comes back, until it succeeds. A page that went
 * offline before its first idle moment, with no service worker holding the app's files yet,
 * gets them once it is back, and the failure is no unhandled rejection.
 */
export function retryWhenConnected(attempt: () => Promise<unknown>, store: Store = appStore): void {
  attempt().catch(() => {
    const stop = onBecameConnected(() => {
      stop();
      retryWhenConnected(attempt, store);
    }, store);
  });
}
