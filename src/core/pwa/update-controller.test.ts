import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NetworkStatus } from '../network/model/network-state';
import { createStore } from '../state/jotai';
import { MIN_CHECK_GAP_MS, UPDATE_CHECK_INTERVAL_MS } from './model/update-check';
import {
  createUpdateController,
  pendingReleaseAtom,
  pendingUpdateAtom,
  RELOAD_FALLBACK_MS,
  type UpdateController,
} from './update-controller';

/** A stand-in for workbox-window's Workbox: the test fires its lifecycle events. */
function fakeWorker() {
  const events = new EventTarget();
  return {
    addEventListener: (type: 'waiting' | 'controlling', listener: () => void) =>
      events.addEventListener(type, listener),
    messageSkipWaiting: vi.fn(),
    update: vi.fn(async () => {}),
    waitingRelease: vi.fn(async (): Promise<string | undefined> => undefined),
    fire: (type: 'waiting' | 'controlling') => events.dispatchEvent(new Event(type)),
  };
}

const controllers: UpdateController[] = [];
function setup() {
  const store = createStore();
  const worker = fakeWorker();
  const reload = vi.fn();
  const network = { browserOnline: true, networkStatus: NetworkStatus.connected as number };
  const document = Object.assign(new EventTarget(), { visibilityState: 'visible' });
  const controller = createUpdateController({
    worker,
    reload,
    store,
    document,
    canReachNetwork: () => network,
    now: () => Date.now(),
  });
  controllers.push(controller);
  return {
    store,
    worker,
    reload,
    network,
    document,
    controller,
    pending: () => store.get(pendingUpdateAtom),
  };
}

beforeEach(() => vi.useFakeTimers({ now: Date.UTC(2026, 0, 1) }));
afterEach(() => {
  for (const controller of controllers.splice(0)) controller.stop();
  vi.useRealTimers();
});

describe('update controller', () => {
  it('announces a waiting version and never reloads by itself', async () => {
    const t = setup();
    t.worker.fire('waiting');
    expect(t.pending()).toBe('waiting');
    await vi.advanceTimersByTimeAsync(3 * UPDATE_CHECK_INTERVAL_MS);
    expect(t.reload).not.toHaveBeenCalled();
    expect(t.worker.messageSkipWaiting).not.toHaveBeenCalled();
  });

  it("learns the waiting version's release-notes key from its worker, when it names one", async () => {
    const t = setup();
    t.worker.waitingRelease.mockResolvedValueOnce('rn-3.3.0');
    t.worker.fire('waiting');
    await vi.waitFor(() => expect(t.store.get(pendingReleaseAtom)).toBe('rn-3.3.0'));
    expect(t.pending()).toBe('waiting');
  });

  it('keeps checking on its interval and on becoming visible in the installed app too', async () => {
    // Standalone windows have the same timers and visibility events: nothing depends on a tab.
    const t = setup();
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS);
    expect(t.worker.update).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(MIN_CHECK_GAP_MS);
    t.document.visibilityState = 'visible';
    t.document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(t.worker.update).toHaveBeenCalledTimes(2);
  });

  it('on Reload, tells the new version to take over and reloads once it controls the page', () => {
    const t = setup();
    t.worker.fire('waiting');
    t.controller.applyUpdate();
    expect(t.worker.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(t.reload).not.toHaveBeenCalled();
    t.worker.fire('controlling');
    expect(t.reload).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(RELOAD_FALLBACK_MS);
    expect(t.reload).toHaveBeenCalledTimes(1);
  });

  it('reloads anyway when the new version does not take over in time', async () => {
    const t = setup();
    t.worker.fire('waiting');
    t.controller.applyUpdate();
    await vi.advanceTimersByTimeAsync(RELOAD_FALLBACK_MS);
    expect(t.reload).toHaveBeenCalled();
  });

  it('keeps prompting, without reloading, when another tab switched versions', () => {
    const t = setup();
    t.worker.fire('waiting');
    t.worker.fire('controlling');
    expect(t.reload).not.toHaveBeenCalled();
    expect(t.pending()).toBe('activatedElsewhere');
    t.controller.applyUpdate();
    expect(t.worker.messageSkipWaiting).not.toHaveBeenCalled();
    expect(t.reload).toHaveBeenCalledTimes(1);
  });

  it('checks for a new version every 30 minutes', async () => {
    const t = setup();
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS);
    expect(t.worker.update).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS);
    expect(t.worker.update).toHaveBeenCalledTimes(2);
  });

  it('skips the periodic check while offline or disconnected', async () => {
    const t = setup();
    t.network.browserOnline = false;
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS);
    t.network.browserOnline = true;
    t.network.networkStatus = NetworkStatus.disconnected;
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS);
    expect(t.worker.update).not.toHaveBeenCalled();
  });

  it('checks when the tab becomes visible, but not again moments later', async () => {
    const t = setup();
    t.document.dispatchEvent(new Event('visibilitychange'));
    t.document.dispatchEvent(new Event('visibilitychange'));
    expect(t.worker.update).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(MIN_CHECK_GAP_MS);
    t.document.dispatchEvent(new Event('visibilitychange'));
    expect(t.worker.update).toHaveBeenCalledTimes(2);
  });

  it('survives a check that fails', async () => {
    const t = setup();
    t.worker.update.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(t.controller.checkForUpdate()).resolves.toBeUndefined();
  });
});
