import { appStore, atom } from '../state/jotai';
import { type BackoffPolicy, fullJitterDelay } from './model/backoff';
import {
  initialNetworkState,
  isConnected,
  type NetworkEvent,
  type NetworkState,
  NetworkStatus,
  nextNetworkState,
  reachabilityAfter,
} from './model/network-state';

type Store = typeof appStore;

const browserSaysOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/** The connection state shown by the network banner (S1 §4); the outbox replays when it connects. */
export const networkStateAtom = atom<NetworkState>(initialNetworkState(browserSaysOnline()));
export const networkStatusAtom = atom((get) => get(networkStateAtom).status);

/** Worth trying the network now: the browser has a connection and the last probe did not fail. */
export function isOnline(store: Store = appStore): boolean {
  return browserSaysOnline() && store.get(networkStatusAtom) !== NetworkStatus.disconnected;
}

/** A Health probe cut short after this long counts as unreachable. */
export const PROBE_TIMEOUT_MS = 5_000;
/** While connected and visible, the server is checked this often (a dead server shows up). */
export const CONNECTED_CHECK_MS = 60_000;
/** Re-probes while disconnected: from about 2 s up to a minute apart. */
export const REPROBE_BACKOFF: BackoffPolicy = { baseMs: 2_000, capMs: 60_000, minMs: 1_000 };

export interface NetworkMonitorDeps {
  /** Resolves when the API answers its Health endpoint; rejects (an ApiError) otherwise. */
  probe: (signal: AbortSignal) => Promise<void>;
  store?: Store;
  /** Where `online`, `offline`, `focus` and `visibilitychange` are heard (window and document). */
  events?: { window: EventTarget; document: EventTarget & { visibilityState?: string } };
  browserOnline?: () => boolean;
  random?: () => number;
}

export interface NetworkMonitor {
  /** Probes at once (Retry Connection); resolves with the resulting status. */
  probeNow: () => Promise<NetworkStatus>;
  /** A request failed for want of a connection: check the server now (once at a time). */
  reportUnreachable: () => void;
  stop: () => void;
}

export function createNetworkMonitor(deps: NetworkMonitorDeps): NetworkMonitor {
  const store = deps.store ?? appStore;
  const browserOnline = deps.browserOnline ?? browserSaysOnline;
  const random = deps.random ?? Math.random;
  let generation = 0;
  let inFlight: { promise: Promise<NetworkStatus>; controller: AbortController } | undefined;
  let reprobeTimer: ReturnType<typeof setTimeout> | undefined;

  const dispatch = (event: NetworkEvent) => {
    const previous = store.get(networkStateAtom);
    const next = nextNetworkState(previous, event);
    if (next !== previous) store.set(networkStateAtom, next);
  };

  const cancelReprobe = () => {
    if (reprobeTimer !== undefined) clearTimeout(reprobeTimer);
    reprobeTimer = undefined;
  };

  // While disconnected the app keeps trying on its own; with the browser offline it waits for
  // the `online` event instead (probing a missing interface only burns battery).
  const scheduleReprobe = () => {
    cancelReprobe();
    if (!browserOnline()) return;
    const { failedProbes } = store.get(networkStateAtom);
    const delay = fullJitterDelay(failedProbes - 1, REPROBE_BACKOFF, random);
    reprobeTimer = setTimeout(() => void probeNow(), delay);
  };

  async function runProbe(mine: number, controller: AbortController): Promise<NetworkStatus> {
    const timeout = setTimeout(() => controller.abort(), PROBE_TIMEOUT_MS);
    let reachability: ReturnType<typeof reachabilityAfter>;
    try {
      await deps.probe(controller.signal);
      reachability = 'reachable';
    } catch (error) {
      reachability = reachabilityAfter(error);
    } finally {
      clearTimeout(timeout);
    }
    // A newer probe or an `offline` event superseded this one: its answer is out of date.
    if (mine !== generation || reachability === 'unknown') return store.get(networkStatusAtom);
    dispatch({ type: reachability === 'reachable' ? 'probeSucceeded' : 'probeFailed' });
    if (reachability === 'unreachable') scheduleReprobe();
    return store.get(networkStatusAtom);
  }

  function probeNow(): Promise<NetworkStatus> {
    cancelReprobe();
    inFlight?.controller.abort();
    generation += 1;
    const controller = new AbortController();
    dispatch({ type: 'probeStarted' });
    const promise = runProbe(generation, controller).finally(() => {
      if (inFlight?.promise === promise) inFlight = undefined;
    });
    inFlight = { promise, controller };
    return promise;
  }

  const reportUnreachable = () => {
    if (!inFlight && isConnected(store.get(networkStatusAtom))) void probeNow();
  };

  const onOffline = () => {
    cancelReprobe();
    generation += 1;
    inFlight?.controller.abort();
    dispatch({ type: 'browserOffline' });
  };
  const onOnline = () => {
    dispatch({ type: 'browserOnline' });
    void probeNow();
  };
  const isVisible = () => deps.events?.document.visibilityState !== 'hidden';
  const onVisibilityChange = () => {
    if (isVisible() && !inFlight && browserOnline()) void probeNow();
  };
  const heartbeat = setInterval(() => {
    if (isVisible() && !inFlight && isConnected(store.get(networkStatusAtom))) void probeNow();
  }, CONNECTED_CHECK_MS);

  deps.events?.window.addEventListener('offline', onOffline);
  deps.events?.window.addEventListener('online', onOnline);
  deps.events?.document.addEventListener('visibilitychange', onVisibilityChange);
  deps.events?.window.addEventListener('focus', onVisibilityChange);

  // Start from what the browser says, then let the first probe tell the truth.
  if (browserOnline()) void probeNow();
  else dispatch({ type: 'browserOffline' });

  return {
    probeNow,
    reportUnreachable,
    stop: () => {
      clearInterval(heartbeat);
      cancelReprobe();
      generation += 1;
      inFlight?.controller.abort();
      deps.events?.window.removeEventListener('offline', onOffline);
      deps.events?.window.removeEventListener('online', onOnline);
      deps.events?.document.removeEventListener('visibilitychange', onVisibilityChange);
      deps.events?.window.removeEventListener('focus', onVisibilityChange);
    },
  };
}
