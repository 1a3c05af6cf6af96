import { ApiError } from '../../api/api-error';

/** The network connection state of S1 §4: 1 connecting, 2 disconnected, otherwise connected. */
export const NetworkStatus = { connected: 0, connecting: 1, disconnected: 2 } as const;
export type NetworkStatus = (typeof NetworkStatus)[keyof typeof NetworkStatus];

export interface NetworkState {
  status: NetworkStatus;
  /** Probes failed in a row: the re-probe backoff grows with it. */
  failedProbes: number;
}

export type NetworkEvent =
  | { type: 'browserOffline' }
  | { type: 'browserOnline' }
  | { type: 'probeStarted' }
  | { type: 'probeSucceeded' }
  | { type: 'probeFailed' };

/** Optimistic when the browser says online: the first probe corrects it without a banner flash. */
export function initialNetworkState(browserOnline: boolean): NetworkState {
  return { status: browserOnline ? NetworkStatus.connected : NetworkStatus.disconnected, failedProbes: 0 };
}

/** "Otherwise connected": any value other than 1 and 2 counts as connected. */
export function isConnected(status: number): boolean {
  return status !== NetworkStatus.connecting && status !== NetworkStatus.disconnected;
}

export function nextNetworkState(state: NetworkState, event: NetworkEvent): NetworkState {
  switch (event.type) {
    case 'browserOffline':
      return state.status === NetworkStatus.disconnected
        ? state
        : { ...state, status: NetworkStatus.disconnected };
    // The OS saying online proves nothing about the server: connecting until a probe answers.
    case 'browserOnline':
    // A check while connected stays silent; from disconnected the banner shows Connecting.
    case 'probeStarted':
      return isConnected(state.status) || state.status === NetworkStatus.connecting
        ? state
        : { ...state, status: NetworkStatus.connecting };
    case 'probeSucceeded':
      return isConnected(state.status) && state.failedProbes === 0
        ? state
        : { status: NetworkStatus.connected, failedProbes: 0 };
    case 'probeFailed':
      return { status: NetworkStatus.disconnected, failedProbes: state.failedProbes + 1 };
  }
}

/** The banner turning back to connected: the moment queued records are replayed. */
export function becameConnected(previous: NetworkStatus, next: NetworkStatus): boolean {
  return !isConnected(previous) && isConnected(next);
}

export type Reachability = 'reachable' | 'unreachable' | 'unknown';

/**
 * What a failed Health probe says about the server. Any answer from the API itself means it is
 * up (503 is its maintenance answer); other 5xx come from a gateway or dev proxy that could not
 * reach it; no answer, a timeout or an unreadable page mean unreachable. A captive portal's page (a
 * 2xx that is not JSON) or a web filter's 403 HTML page arrives here as no network already
 * (core/api/client.ts).
 */
export function reachabilityAfter(error: unknown): Reachability {
  if (!(error instanceof ApiError)) return 'unreachable';
  switch (error.kind) {
    case 'http':
      return error.status !== undefined && (error.status < 500 || error.status === 503)
        ? 'reachable'
        : 'unreachable';
    // Only the renewal's own 401 ends a session: the server answered.
    case 'sessionExpired':
      return 'reachable';
    case 'dropped':
      return 'unknown';
    default:
      return 'unreachable';
  }
}
