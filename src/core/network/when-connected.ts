import { appStore } from '../state/jotai';
import { becameConnected, isConnected } from './model/network-state';
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
 * How long a failed attempt waits, while the connection stays up, before it is tried again:
 * 30 s, doubled at each failure, at most 10 minutes.
 */
export const retryWhileConnectedMs = (failures: number): number => Math.min(30_000 * 2 ** failures, 600_000);

/**
 * Tries while connected, at most (about 25 minutes in all): a failure that lasts (storage refused
 * to the worker's registration, a file gone with a release) waits for a reconnection or the next
 * load, not a retry every ten minutes for ever.
 */
export const RETRIES_WHILE_CONNECTED = 6;

/**
 * Runs `attempt` (a fetch of code the app needs sooner or later: a chunk, a library) and, when it
 * fails, runs it again each time the connection comes back, until it succeeds. A page that went
 * offline before its first idle moment, with no service worker holding the app's files yet,
 * gets them once it is back, and the failure is no unhandled rejection. A failure while the
 * connection is up (the server's hiccup: no reconnection follows it) is tried again after
 * `retryWhileConnectedMs` too: the realtime hubs' chunk failing so left the page without them
 * until the next reload or reconnection.
 */
export function retryWhenConnected(
  attempt: () => Promise<unknown>,
  store: Store = appStore,
  failures = 0,
): void {
  attempt().catch(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const again = () => {
      stop();
      clearTimeout(timer);
      retryWhenConnected(attempt, store, failures + 1);
    };
    const stop = onBecameConnected(again, store);
    // Offline when it falls: the reconnection tries again instead.
    if (failures < RETRIES_WHILE_CONNECTED)
      timer = setTimeout(() => {
        if (isConnected(store.get(networkStatusAtom))) again();
      }, retryWhileConnectedMs(failures));
  });
}
