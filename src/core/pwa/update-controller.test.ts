import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NetworkStatus } from '../network/model/network-state';
import { createStore } from '../state/jotai';
import { MIN_CHECK_GAP_MS, UPDATE_CHECK_INTERVAL_MS } from './model/update-check';
import {
  createUpdateController,
  NEW_VERSION_WAIT_MS,
  pendingReleaseAtom,
  pendingUpdateAtom,
  RECONNECT_CHECK_SPREAD_MS,
  RELOAD_FALLBACK_MS,
  type UpdateController,
} from './update-controller';

type Lifecycle = 'waiting' | 'controlling' | 'activated';

/** A stand-in for workbox-window's Workbox: the test fires its lifecycle events. */
function fakeWorker() {
  const events = new EventTarget();
  return {
    addEventListener: (type: Lifecycle, listener: (event: { isExternal?: boolean }) => void) =>
      events.addEventListener(type, (event) => listener(event as Event & { isExternal?: boolean })),
    messageSkipWaiting: vi.fn(),
    update: vi.fn(async () => {}),
    newVersionRelease: vi.fn(async (): Promise<string | undefined> => undefined),
    /** After a check: whether a new version waits (the registration's `waiting`) once installed. */
    newVersionWaiting: vi.fn(async () => false),
    /** `isExternal`: workbox-window's flag, a worker this page did not register. */
    fire: (type: Lifecycle, isExternal?: boolean) =>
      events.dispatchEvent(Object.assign(new Event(type), { isExternal })),
  };
}

const controllers: UpdateController[] = [];
function setup() {
  const store = createStore();
  const worker = fakeWorker();
  const reload = vi.fn();
  const network = { browserOnline: true, networkStatus: NetworkStatus.connected as number };
  const document = Object.assign(new EventTarget(), { visibilityState: 'visible' });
  /** Whether a worker controls the page (`navigator.serviceWorker.controller`). */
  const page = { controlled: true };
  const onWorkerRemoved = vi.fn();
  /** The connection coming back (`onBecameConnected`): `reconnect()` tells the controller. */
  const reconnectListeners = new Set<() => void>();
  const stopReconnect = vi.fn();
  const controller = createUpdateController({
    worker,
    reload,
    controlled: () => page.controlled,
    onWorkerRemoved,
    store,
    document,
    canReachNetwork: () => network,
    now: () => Date.now(),
    random: () => 0.5,
    onReconnect: (listener) => {
      reconnectListeners.add(listener);
      return () => {
        stopReconnect();
        reconnectListeners.delete(listener);
      };
    },
  });
  controllers.push(controller);
  return {
    store,
    worker,
    reload,
    network,
    document,
    controller,
    page,
    onWorkerRemoved,
    stopReconnect,
    reconnect: () => {
      for (const listener of reconnectListeners) listener();
    },
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

  it("learns the waiting version's number from its worker, when it names one", async () => {
    const t = setup();
    t.worker.newVersionRelease.mockResolvedValueOnce('3.3.0');
    t.worker.fire('waiting');
    await vi.waitFor(() => expect(t.store.get(pendingReleaseAtom)).toBe('3.3.0'));
    expect(t.pending()).toBe('waiting');
  });

  it('asks the new version again once another tab switched to it, when it got no answer while it waited', async () => {
    // Tab A's Reload activated the new worker before it answered this tab: no waiting worker was
    // left to ask (walkthrough 20, defect 2). The active one, the new version, names the release.
    const t = setup();
    t.worker.newVersionRelease.mockResolvedValueOnce(undefined).mockResolvedValueOnce('3.3.0');
    t.worker.fire('waiting');
    await vi.advanceTimersByTimeAsync(0);
    expect(t.store.get(pendingReleaseAtom)).toBeUndefined();
    t.worker.fire('controlling');
    expect(t.pending()).toBe('activatedElsewhere');
    await vi.waitFor(() => expect(t.store.get(pendingReleaseAtom)).toBe('3.3.0'));
  });

  it('keeps the release it knows when the new version, asked again once active, does not answer', async () => {
    const t = setup();
    t.worker.newVersionRelease.mockResolvedValueOnce('3.3.0').mockResolvedValue(undefined);
    t.worker.fire('waiting');
    await vi.waitFor(() => expect(t.store.get(pendingReleaseAtom)).toBe('3.3.0'));
    t.worker.fire('controlling');
    t.worker.fire('activated', true);
    await vi.advanceTimersByTimeAsync(0);
    expect(t.worker.newVersionRelease).toHaveBeenCalledTimes(3);
    expect(t.store.get(pendingReleaseAtom)).toBe('3.3.0');
  });

  it('names no release for a newer version found waiting that names none (not the one before it)', async () => {
    // v2 named 2.0.0 and was put off; v3, built without a version, now waits (stop 44's review).
    const t = setup();
    t.worker.newVersionRelease.mockResolvedValueOnce('2.0.0').mockResolvedValue(undefined);
    t.worker.fire('waiting');
    await vi.waitFor(() => expect(t.store.get(pendingReleaseAtom)).toBe('2.0.0'));
    t.worker.fire('waiting');
    await vi.advanceTimersByTimeAsync(0);
    expect(t.store.get(pendingReleaseAtom)).toBeUndefined();
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

  it('takes a controller gone (the site data cleared) for no new version, and says the worker was removed', () => {
    // workbox-window fires `controlling` when the controller becomes null too (walkthrough 18, D2).
    const t = setup();
    t.page.controlled = false;
    t.worker.fire('controlling');
    expect(t.pending()).toBeNull();
    expect(t.reload).not.toHaveBeenCalled();
    expect(t.onWorkerRemoved).toHaveBeenCalledTimes(1);
  });

  it('takes back a prompt and a Reload asked for a waiting version removed with the site data', async () => {
    const t = setup();
    t.worker.newVersionRelease.mockResolvedValueOnce('3.3.0');
    t.worker.fire('waiting');
    await vi.waitFor(() => expect(t.store.get(pendingReleaseAtom)).toBe('3.3.0'));
    t.controller.applyUpdate();
    t.page.controlled = false;
    t.worker.fire('controlling');
    expect(t.pending()).toBeNull();
    expect(t.store.get(pendingReleaseAtom)).toBeUndefined();
    // Offline, a reload would reach no worker: the browser's error page instead of the app.
    await vi.advanceTimersByTimeAsync(2 * RELOAD_FALLBACK_MS);
    expect(t.reload).not.toHaveBeenCalled();
  });

  it('announces a new version that activated at once in a page no worker controls (the first visit)', () => {
    // The first visit's worker never claims its page, so a newer one waits for nobody: no
    // `waiting`, no `controlling`, only its activation, by a worker this page did not register.
    const t = setup();
    t.worker.fire('activated', false);
    expect(t.pending()).toBeNull();
    t.worker.fire('activated', true);
    expect(t.pending()).toBe('activatedElsewhere');
    t.controller.applyUpdate();
    expect(t.worker.messageSkipWaiting).not.toHaveBeenCalled();
    expect(t.reload).toHaveBeenCalledTimes(1);
  });

  it('reloads once when the chosen version both takes control and reports its activation', () => {
    const t = setup();
    t.worker.fire('waiting');
    t.controller.applyUpdate();
    t.worker.fire('controlling');
    t.worker.fire('activated', true);
    expect(t.reload).toHaveBeenCalledTimes(1);
    expect(t.pending()).toBe('waiting');
  });

  it('reloads when a version chosen from an uncontrolled page activates, without waiting for the fallback', () => {
    // Reload pressed in the first-visit page while another tab's version waited: it never controls this page.
    const t = setup();
    t.worker.fire('waiting', true);
    t.controller.applyUpdate();
    t.worker.fire('activated', true);
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

  it('checks when the connection comes back after a check skipped offline, not again within a minute', async () => {
    // A wall display offline at its check waited for the next 30-minute one (walkthrough 20).
    const t = setup();
    t.network.browserOnline = false;
    t.document.dispatchEvent(new Event('visibilitychange'));
    expect(t.worker.update).not.toHaveBeenCalled();
    t.network.browserOnline = true;
    // At the moment drawn within the spread (here its middle): every client reconnects at once.
    t.reconnect();
    await vi.advanceTimersByTimeAsync(RECONNECT_CHECK_SPREAD_MS / 2 - 1);
    expect(t.worker.update).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(t.worker.update).toHaveBeenCalledTimes(1);
    // A flapping connection: no second check within the gap, one after it.
    t.reconnect();
    await vi.advanceTimersByTimeAsync(RECONNECT_CHECK_SPREAD_MS);
    expect(t.worker.update).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(MIN_CHECK_GAP_MS);
    t.reconnect();
    await vi.advanceTimersByTimeAsync(RECONNECT_CHECK_SPREAD_MS);
    expect(t.worker.update).toHaveBeenCalledTimes(2);
  });

  it('checks once for connections back twice within the spread, and not after it stopped', async () => {
    const t = setup();
    t.reconnect();
    t.reconnect();
    await vi.advanceTimersByTimeAsync(RECONNECT_CHECK_SPREAD_MS);
    expect(t.worker.update).toHaveBeenCalledTimes(1);
    // Stopped before its moment: no check.
    await vi.advanceTimersByTimeAsync(MIN_CHECK_GAP_MS);
    t.reconnect();
    t.controller.stop();
    await vi.advanceTimersByTimeAsync(RECONNECT_CHECK_SPREAD_MS);
    expect(t.worker.update).toHaveBeenCalledTimes(1);
  });

  it('stops listening for the connection when stopped', () => {
    const t = setup();
    t.controller.stop();
    expect(t.stopReconnect).toHaveBeenCalledTimes(1);
    t.reconnect();
    expect(t.worker.update).not.toHaveBeenCalled();
  });

  it('survives a check that fails', async () => {
    const t = setup();
    t.worker.update.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(t.controller.checkForUpdate()).resolves.toBeUndefined();
  });

  describe('switchToNewest (Accept of a pushed release, walkthrough 30, D2)', () => {
    it('switches to a version already waiting, then loads the address asked for once it controls the page', async () => {
      const t = setup();
      t.worker.fire('waiting');
      await t.controller.switchToNewest('/home');
      expect(t.worker.messageSkipWaiting).toHaveBeenCalledTimes(1);
      expect(t.reload).not.toHaveBeenCalled();
      t.worker.fire('controlling');
      t.worker.fire('activated', true);
      expect(t.reload.mock.calls).toEqual([['/home']]);
      await vi.advanceTimersByTimeAsync(RELOAD_FALLBACK_MS);
      expect(t.reload).toHaveBeenCalledTimes(1);
    });

    it('asks the server now, even just after a check, and switches to the version that check installs', async () => {
      // A plain load of /home would have kept the old build: the new one waits until told to take over.
      const t = setup();
      t.document.dispatchEvent(new Event('visibilitychange'));
      expect(t.worker.update).toHaveBeenCalledTimes(1);
      t.worker.newVersionWaiting.mockResolvedValueOnce(true);
      await t.controller.switchToNewest('/home');
      expect(t.worker.update).toHaveBeenCalledTimes(2);
      expect(t.worker.newVersionWaiting).toHaveBeenCalledTimes(1);
      expect(t.worker.messageSkipWaiting).toHaveBeenCalledTimes(1);
      t.worker.fire('controlling');
      expect(t.reload.mock.calls).toEqual([['/home']]);
    });

    it('loads the address asked for after the fallback time when the new version does not take over', async () => {
      const t = setup();
      t.worker.newVersionWaiting.mockResolvedValueOnce(true);
      await t.controller.switchToNewest('/home');
      expect(t.reload).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(RELOAD_FALLBACK_MS);
      expect(t.reload.mock.calls).toEqual([['/home']]);
    });

    it('simply loads the address when the server has no newer version, or cannot be asked', async () => {
      const t = setup();
      await t.controller.switchToNewest('/home');
      expect(t.worker.update).toHaveBeenCalledTimes(1);
      t.worker.update.mockRejectedValueOnce(new TypeError('Failed to fetch'));
      await t.controller.switchToNewest('/home');
      expect(t.worker.messageSkipWaiting).not.toHaveBeenCalled();
      expect(t.reload.mock.calls).toEqual([['/home'], ['/home']]);
    });

    it('loads a version another tab switched to by simply loading the address', async () => {
      const t = setup();
      t.worker.fire('waiting');
      t.worker.fire('controlling');
      expect(t.pending()).toBe('activatedElsewhere');
      await t.controller.switchToNewest('/home');
      expect(t.worker.messageSkipWaiting).not.toHaveBeenCalled();
      expect(t.reload.mock.calls).toEqual([['/home']]);
    });

    it(`stops waiting for a new version to install after ${NEW_VERSION_WAIT_MS / 1000} s and loads the address`, async () => {
      const t = setup();
      t.worker.newVersionWaiting.mockReturnValueOnce(new Promise<boolean>(() => {}));
      const switched = t.controller.switchToNewest('/home');
      await vi.advanceTimersByTimeAsync(NEW_VERSION_WAIT_MS - 1);
      expect(t.reload).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      await switched;
      expect(t.worker.messageSkipWaiting).not.toHaveBeenCalled();
      expect(t.reload.mock.calls).toEqual([['/home']]);
    });

    it('simply loads the address once its worker was removed with the site data', async () => {
      const t = setup();
      t.page.controlled = false;
      t.worker.fire('controlling');
      t.controller.stop();
      await t.controller.switchToNewest('/home');
      expect(t.worker.update).not.toHaveBeenCalled();
      expect(t.reload.mock.calls).toEqual([['/home']]);
    });

    it("leaves the prompt's Reload where it was: the page reloads where it is", () => {
      const t = setup();
      t.worker.fire('waiting');
      t.controller.applyUpdate();
      t.worker.fire('controlling');
      expect(t.reload.mock.calls).toEqual([[undefined]]);
    });
  });
});
