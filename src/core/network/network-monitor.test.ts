import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error';
import { createStore } from '../state/jotai';
import { followHubReach } from './hub-reach';
import { NetworkStatus } from './model/network-state';
import {
  CONNECTED_CHECK_MS,
  createNetworkMonitor,
  type NetworkMonitor,
  networkStatusAtom,
  PROBE_TIMEOUT_MS,
} from './network-monitor';

const { connected, connecting, disconnected } = NetworkStatus;
const unreachable = () => Promise.reject(new ApiError('network', 'offline'));

/** A probe whose answers the test decides, one per call. */
function scriptedProbe() {
  const answers: Array<() => Promise<void>> = [];
  const probe = vi.fn((signal: AbortSignal) => {
    const next = answers.shift() ?? (() => Promise.resolve());
    return new Promise<void>((resolve, reject) => {
      signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      next().then(resolve, reject);
    });
  });
  return { probe, answers };
}

function setup(options: { online?: boolean; firstAnswers?: Array<() => Promise<void>> } = {}) {
  const store = createStore();
  const window = new EventTarget();
  const document = Object.assign(new EventTarget(), { visibilityState: 'visible' });
  let online = options.online ?? true;
  const { probe, answers } = scriptedProbe();
  answers.push(...(options.firstAnswers ?? []));
  const monitor: NetworkMonitor = createNetworkMonitor({
    probe,
    store,
    events: { window, document },
    browserOnline: () => online,
    random: () => 0.5,
  });
  monitors.push(monitor);
  return {
    store,
    probe,
    answers,
    monitor,
    status: () => store.get(networkStatusAtom),
    goOffline: () => {
      online = false;
      window.dispatchEvent(new Event('offline'));
    },
    goOnline: () => {
      online = true;
      window.dispatchEvent(new Event('online'));
    },
    becomeVisible: () => document.dispatchEvent(new Event('visibilitychange')),
    regainFocus: () => window.dispatchEvent(new Event('focus')),
  };
}

const monitors: NetworkMonitor[] = [];
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  for (const monitor of monitors.splice(0)) monitor.stop();
  vi.useRealTimers();
});

describe('network monitor', () => {
  it('checks the server at start and stays connected when it answers', async () => {
    const t = setup();
    expect(t.status()).toBe(connected);
    await vi.advanceTimersByTimeAsync(0);
    expect(t.probe).toHaveBeenCalledTimes(1);
    expect(t.status()).toBe(connected);
  });

  it('counts a dead server as disconnected although the browser says online', async () => {
    const t = setup({ firstAnswers: [unreachable] });
    await vi.advanceTimersByTimeAsync(0);
    expect(t.status()).toBe(disconnected);
  });

  it('counts a probe that does not answer in time as disconnected', async () => {
    const t = setup({ firstAnswers: [() => new Promise<void>(() => {})] });
    await vi.advanceTimersByTimeAsync(PROBE_TIMEOUT_MS - 1);
    expect(t.status()).toBe(connected);
    await vi.advanceTimersByTimeAsync(1);
    expect(t.status()).toBe(disconnected);
  });

  it('re-probes with growing backoff while disconnected and reconnects', async () => {
    const t = setup({ firstAnswers: [unreachable, unreachable] });
    await vi.advanceTimersByTimeAsync(0);
    expect(t.status()).toBe(disconnected);
    // First re-probe: half of 2 s (random 0.5).
    await vi.advanceTimersByTimeAsync(999);
    expect(t.probe).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(t.probe).toHaveBeenCalledTimes(2);
    expect(t.status()).toBe(disconnected);
    // Second re-probe: half of 4 s; this one answers.
    await vi.advanceTimersByTimeAsync(2_000);
    expect(t.probe).toHaveBeenCalledTimes(3);
    expect(t.status()).toBe(connected);
  });

  it('disconnects at once on the browser offline event and ignores the probe then in flight', async () => {
    let answer: () => void = () => {};
    const t = setup({ firstAnswers: [() => new Promise<void>((resolve) => (answer = resolve))] });
    await vi.advanceTimersByTimeAsync(0);
    t.goOffline();
    expect(t.status()).toBe(disconnected);
    answer();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(t.status()).toBe(disconnected);
    // Browser offline: no re-probing until it says online again.
    expect(t.probe).toHaveBeenCalledTimes(1);
  });

  it('shows connecting on the browser online event until the probe answers', async () => {
    const t = setup({ online: false });
    expect(t.status()).toBe(disconnected);
    expect(t.probe).not.toHaveBeenCalled();
    let answer: () => void = () => {};
    t.answers.push(() => new Promise<void>((resolve) => (answer = resolve)));
    t.goOnline();
    expect(t.status()).toBe(connecting);
    answer();
    await vi.advanceTimersByTimeAsync(0);
    expect(t.status()).toBe(connected);
  });

  it('retries at once when asked (connecting, then the answer)', async () => {
    const t = setup({ firstAnswers: [unreachable] });
    await vi.advanceTimersByTimeAsync(0);
    expect(t.status()).toBe(disconnected);
    const retried = t.monitor.probeNow();
    expect(t.status()).toBe(connecting);
    await expect(retried).resolves.toBe(connected);
  });

  it('re-checks the server when a request reports no network, once at a time', async () => {
    const t = setup();
    await vi.advanceTimersByTimeAsync(0);
    t.answers.push(unreachable);
    t.monitor.reportUnreachable();
    t.monitor.reportUnreachable();
    await vi.advanceTimersByTimeAsync(0);
    expect(t.probe).toHaveBeenCalledTimes(2);
    expect(t.status()).toBe(disconnected);
  });

  it("follows a hub's connection: made while disconnected, checked at once; lost, checked (walkthrough 28, D2)", async () => {
    const t = setup({ firstAnswers: [unreachable, unreachable, unreachable] });
    await vi.advanceTimersByTimeAsync(0);
    // Two more failed re-probes: the next is seconds away, and grows towards a minute.
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(t.probe).toHaveBeenCalledTimes(3);
    expect(t.status()).toBe(disconnected);
    // A hub connected: the server is back.
    followHubReach(true, t.monitor, t.status(), true);
    await vi.advanceTimersByTimeAsync(0);
    expect(t.probe).toHaveBeenCalledTimes(4);
    expect(t.status()).toBe(connected);
    // Connected already: nothing to check.
    followHubReach(true, t.monitor, t.status(), true);
    await vi.advanceTimersByTimeAsync(0);
    expect(t.probe).toHaveBeenCalledTimes(4);
    // A hub lost its connection: the server is checked, and found gone.
    t.answers.push(unreachable);
    followHubReach(false, t.monitor, t.status(), true);
    await vi.advanceTimersByTimeAsync(0);
    expect(t.probe).toHaveBeenCalledTimes(5);
    expect(t.status()).toBe(disconnected);
    // The browser offline: a connection made waits for its `online` event.
    t.goOffline();
    followHubReach(true, t.monitor, t.status(), false);
    await vi.advanceTimersByTimeAsync(0);
    expect(t.probe).toHaveBeenCalledTimes(5);
  });

  it('checks a connected server periodically and when the tab becomes visible', async () => {
    const t = setup();
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(CONNECTED_CHECK_MS);
    expect(t.probe).toHaveBeenCalledTimes(2);
    t.becomeVisible();
    await vi.advanceTimersByTimeAsync(0);
    expect(t.probe).toHaveBeenCalledTimes(3);
    t.regainFocus();
    await vi.advanceTimersByTimeAsync(0);
    expect(t.probe).toHaveBeenCalledTimes(4);
  });

  it('ignores a probe cut short by sign-out (unknown reachability)', async () => {
    const t = setup({ firstAnswers: [() => Promise.reject(new ApiError('dropped', 'Signing out.'))] });
    await vi.advanceTimersByTimeAsync(0);
    expect(t.status()).toBe(connected);
  });
});
