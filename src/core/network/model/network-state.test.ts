import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import {
  becameConnected,
  initialNetworkState,
  isConnected,
  type NetworkEvent,
  type NetworkState,
  NetworkStatus,
  nextNetworkState,
  reachabilityAfter,
} from './network-state';

const { connected, connecting, disconnected } = NetworkStatus;
const state = (status: NetworkStatus, failedProbes = 0): NetworkState => ({ status, failedProbes });

describe('network state', () => {
  it('starts connected when the browser says online and disconnected otherwise', () => {
    expect(initialNetworkState(true)).toEqual(state(connected));
    expect(initialNetworkState(false)).toEqual(state(disconnected));
  });

  it.each([
    [0, true],
    [1, false],
    [2, false],
    [3, true],
    [-1, true],
  ])('counts status %i as connected: %s (S1 §4 "otherwise connected")', (status, expected) => {
    expect(isConnected(status)).toBe(expected);
  });

  it.each<[string, NetworkState, NetworkEvent, NetworkState]>([
    ['browser offline disconnects', state(connected), { type: 'browserOffline' }, state(disconnected)],
    [
      'browser online starts connecting',
      state(disconnected, 2),
      { type: 'browserOnline' },
      state(connecting, 2),
    ],
    ['browser online while connected stays', state(connected), { type: 'browserOnline' }, state(connected)],
    [
      'a probe from disconnected shows connecting',
      state(disconnected, 1),
      { type: 'probeStarted' },
      state(connecting, 1),
    ],
    ['a check while connected stays silent', state(connected), { type: 'probeStarted' }, state(connected)],
    [
      'a probe answer connects and resets failures',
      state(connecting, 3),
      { type: 'probeSucceeded' },
      state(connected),
    ],
    [
      'a failed probe disconnects and counts',
      state(connecting, 1),
      { type: 'probeFailed' },
      state(disconnected, 2),
    ],
    [
      'a failed check while connected disconnects',
      state(connected),
      { type: 'probeFailed' },
      state(disconnected, 1),
    ],
  ])('%s', (_name, previous, event, expected) => {
    expect(nextNetworkState(previous, event)).toEqual(expected);
  });

  it('returns the same object when nothing changes (no needless re-render)', () => {
    const current = state(connected);
    expect(nextNetworkState(current, { type: 'probeSucceeded' })).toBe(current);
    expect(nextNetworkState(current, { type: 'probeStarted' })).toBe(current);
    const down = state(disconnected);
    expect(nextNetworkState(down, { type: 'browserOffline' })).toBe(down);
  });

  it('sees the turn back to connected only when it happens', () => {
    expect(becameConnected(disconnected, connected)).toBe(true);
    expect(becameConnected(connecting, connected)).toBe(true);
    expect(becameConnected(connected, connected)).toBe(false);
    expect(becameConnected(connected, disconnected)).toBe(false);
    expect(becameConnected(disconnected, connecting)).toBe(false);
  });
});

describe('reachabilityAfter', () => {
  it.each<[string, unknown, string]>([
    ['no answer', new ApiError('network', 'offline'), 'unreachable'],
    ['a timeout (abort)', new DOMException('timed out', 'AbortError'), 'unreachable'],
    ['an unreadable page (captive portal)', new ApiError('contract', 'bad', 200), 'unreachable'],
    ['a gateway that cannot reach the API', new ApiError('http', 'Bad Gateway', 502), 'unreachable'],
    ['a dev proxy error', new ApiError('http', 'Internal', 500), 'unreachable'],
    ['maintenance', new ApiError('http', 'Maintenance', 503), 'reachable'],
    ['a 4xx answer', new ApiError('http', 'Not found', 404), 'reachable'],
    ['an expired session', new ApiError('sessionExpired', 'expired', 401), 'reachable'],
    ['a call dropped while signing out', new ApiError('dropped', 'Signing out.'), 'unknown'],
  ])('after %s the server is %s', (_name, error, expected) => {
    expect(reachabilityAfter(error)).toBe(expected);
  });
});
