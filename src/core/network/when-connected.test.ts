import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../state/jotai';
import { NetworkStatus } from './model/network-state';
import { networkStateAtom } from './network-monitor';
import {
  onBecameConnected,
  RETRIES_WHILE_CONNECTED,
  retryWhenConnected,
  retryWhileConnectedMs,
} from './when-connected';

const storeWithStatus = (status: NetworkStatus) => {
  const store = createStore();
  store.set(networkStateAtom, { status, failedProbes: 0 });
  return store;
};
const setStatus = (store: ReturnType<typeof createStore>, status: NetworkStatus) =>
  store.set(networkStateAtom, { status, failedProbes: status === NetworkStatus.disconnected ? 1 : 0 });
/** The attempts answer at once: a few turns of the microtask queue settle each one. */
const settle = async () => {
  for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
};

describe('onBecameConnected', () => {
  it('calls back each time the status turns back to connected, not while it stays so', () => {
    const store = storeWithStatus(NetworkStatus.connected);
    const listener = vi.fn();
    const stop = onBecameConnected(listener, store);
    setStatus(store, NetworkStatus.disconnected);
    setStatus(store, NetworkStatus.connecting);
    expect(listener).not.toHaveBeenCalled();
    setStatus(store, NetworkStatus.connected);
    expect(listener).toHaveBeenCalledTimes(1);
    setStatus(store, NetworkStatus.disconnected);
    setStatus(store, NetworkStatus.connected);
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    setStatus(store, NetworkStatus.disconnected);
    setStatus(store, NetworkStatus.connected);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('retryWhenConnected', () => {
  it('tries a failed fetch again each time the connection is back, until it succeeds, then no more', async () => {
    const store = storeWithStatus(NetworkStatus.connected);
    const attempt = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(undefined);
    retryWhenConnected(attempt, store);
    await settle();
    expect(attempt).toHaveBeenCalledTimes(1);

    setStatus(store, NetworkStatus.disconnected);
    await settle();
    expect(attempt).toHaveBeenCalledTimes(1);
    setStatus(store, NetworkStatus.connected);
    await settle();
    expect(attempt).toHaveBeenCalledTimes(2);

    setStatus(store, NetworkStatus.disconnected);
    setStatus(store, NetworkStatus.connected);
    await settle();
    expect(attempt).toHaveBeenCalledTimes(3);

    setStatus(store, NetworkStatus.disconnected);
    setStatus(store, NetworkStatus.connected);
    await settle();
    expect(attempt).toHaveBeenCalledTimes(3);
  });

  it('tries once when the first attempt succeeds', async () => {
    const store = storeWithStatus(NetworkStatus.connected);
    const attempt = vi.fn(async () => undefined);
    retryWhenConnected(attempt, store);
    await settle();
    setStatus(store, NetworkStatus.disconnected);
    setStatus(store, NetworkStatus.connected);
    await settle();
    expect(attempt).toHaveBeenCalledTimes(1);
  });
});

describe('retryWhenConnected while the connection stays up (timed tries)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  /** An attempt failing `failures` times, then succeeding; started at once. */
  const startFailing = (failures: number) => {
    const store = storeWithStatus(NetworkStatus.connected);
    const attempt = vi.fn<() => Promise<void>>().mockResolvedValue(undefined);
    for (let n = 0; n < failures; n += 1)
      attempt.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    retryWhenConnected(attempt, store);
    return { store, attempt };
  };

  it('tries a failure again after a while, longer each time, without a reconnection', async () => {
    const { attempt } = startFailing(2);
    await vi.advanceTimersByTimeAsync(retryWhileConnectedMs(0) - 1);
    expect(attempt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempt).toHaveBeenCalledTimes(2);
    expect(retryWhileConnectedMs(1)).toBeGreaterThan(retryWhileConnectedMs(0));
    await vi.advanceTimersByTimeAsync(retryWhileConnectedMs(1));
    expect(attempt).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(retryWhileConnectedMs(10));
    expect(attempt).toHaveBeenCalledTimes(3);
    expect(retryWhileConnectedMs(10)).toBe(600_000);
  });

  it('leaves a failure to the reconnection while offline, and tries once when both come', async () => {
    const { store, attempt } = startFailing(1);
    await vi.advanceTimersByTimeAsync(0);
    setStatus(store, NetworkStatus.disconnected);
    await vi.advanceTimersByTimeAsync(retryWhileConnectedMs(0));
    expect(attempt).toHaveBeenCalledTimes(1);
    setStatus(store, NetworkStatus.connected);
    await vi.advanceTimersByTimeAsync(retryWhileConnectedMs(5));
    expect(attempt).toHaveBeenCalledTimes(2);
  });

  it('stops after a few, and leaves a lasting failure to the reconnection', async () => {
    const { store, attempt } = startFailing(100);
    await vi.advanceTimersByTimeAsync(24 * 60 * 60_000);
    expect(attempt).toHaveBeenCalledTimes(1 + RETRIES_WHILE_CONNECTED);
    setStatus(store, NetworkStatus.disconnected);
    setStatus(store, NetworkStatus.connected);
    await vi.advanceTimersByTimeAsync(0);
    expect(attempt).toHaveBeenCalledTimes(2 + RETRIES_WHILE_CONNECTED);
  });
});
