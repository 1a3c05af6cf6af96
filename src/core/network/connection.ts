import { type Health, sessionEndpoints } from '../../contracts/session-api';
import { appApi } from '../api/app-api';
import { appStore, atom } from '../state/jotai';
import { createNetworkMonitor, type NetworkMonitor } from './network-monitor';

/** The server's last Health answer: one probe serves the network banner and the DB banner. */
export const lastHealthAtom = atom<Health | undefined>(undefined);

let monitor: NetworkMonitor | undefined;

/**
 * Starts watching the connection (boot, once): browser `online`/`offline` events plus a real
 * Health probe through the request layer, so a dead server counts as disconnected too.
 */
export function startNetworkMonitor(): NetworkMonitor {
  monitor ??= createNetworkMonitor({
    probe: async (signal) => {
      appStore.set(lastHealthAtom, await appApi().call(sessionEndpoints.health, { signal }));
    },
    events: typeof window === 'undefined' ? undefined : { window, document },
  });
  return monitor;
}

/** The banner's Retry Connection: probes at once (connecting → connected or disconnected). */
export function retryConnection() {
  return startNetworkMonitor().probeNow();
}

/** Called by readers and the outbox when a request found no network: re-check the server now. */
export function reportUnreachable(): void {
  monitor?.reportUnreachable();
}
