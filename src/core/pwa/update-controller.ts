import { appStore, atom } from '../state/jotai';
import { shouldCheckForUpdate, UPDATE_CHECK_INTERVAL_MS } from './model/update-check';

type Store = typeof appStore;

/**
 * A new version is installed and waiting for the user's go (`waiting`), or another tab already
 * switched to it and this tab still runs the old code (`activatedElsewhere`). Null: up to date.
 */
export type PendingUpdate = 'waiting' | 'activatedElsewhere' | null;
export const pendingUpdateAtom = atom<PendingUpdate>(null);

/** The new version's number ('3.3.0'), when its service worker names one. */
export const pendingReleaseAtom = atom<string | undefined>(undefined);

/** The part of workbox-window's `Workbox` the controller uses (tests pass a fake). */
export interface ServiceWorkerHandle {
  addEventListener(type: 'waiting' | 'controlling', listener: () => void): void;
  /** A worker activated; `isExternal`: not the one this page registered (a newer build's). */
  addEventListener(type: 'activated', listener: (event: { isExternal?: boolean }) => void): void;
  messageSkipWaiting(): void;
  update(): Promise<void>;
  /**
   * Asks the new version's worker for the version it was built as (undefined: not
   * named): the waiting worker, or the active one once another tab switched to it.
   */
  newVersionRelease?(): Promise<string | undefined>;
  /**
   * After an update check: waits while the new version it found installs, then says whether one
   * waits for this page's go (`registration.waiting`). workbox-window's `waiting` is no answer: it
   * comes 200 ms late, and never for a second new version in the same page.
   */
  newVersionWaiting?(): Promise<boolean>;
}

export interface UpdateControllerDeps {
  worker: ServiceWorkerHandle;
  /** Reloads the page; given `href`, loads the app afresh there instead. */
  reload: (href?: string) => void;
  /** A service worker controls the page now (`navigator.serviceWorker.controller`). */
  controlled: () => boolean;
  /**
   * The worker that controlled the page was removed (the site's data cleared): this controller
   * is done; the caller registers the worker again when it can.
   */
  onWorkerRemoved?: () => void;
  canReachNetwork: () => { browserOnline: boolean; networkStatus: number };
  store?: Store;
  now?: () => number;
  /** Where `visibilitychange` is heard. */
  document?: EventTarget & { visibilityState?: string };
  /** Calls `listener` each time the connection comes back (`onBecameConnected`); returns its stop. */
  onReconnect?: (listener: () => void) => () => void;
  /** Draws the moment of the check on reconnection (tests pass a fixed one). */
  random?: () => number;
}

/** The check after a reconnection falls within this long of it (spread over the clients). */
export const RECONNECT_CHECK_SPREAD_MS = 60_000;

/** If the new worker never takes control after Reload, reload anyway: the user asked to. */
export const RELOAD_FALLBACK_MS = 5_000;

/**
 * How long `switchToNewest` waits for its check to find a new version and install it (its precache
 * downloaded) before it loads the page without it: the user waits under a blocked UI meanwhile.
 */
export const NEW_VERSION_WAIT_MS = 30_000;

export interface UpdateController {
  /** The prompt's Reload: switch to the new version, then reload once it controls the page. */
  applyUpdate: () => void;
  /**
   * Accept of a pushed release: loads the app afresh at `href` on the newest version. Asks the
   * server for one now (whatever the last check); a version waiting, or installed by that check,
   * takes over as on Reload and the page then loads `href`; with none, it simply loads `href`.
   */
  switchToNewest: (href: string) => Promise<void>;
  /** Asks the server for a newer version now, unless offline or just checked. */
  checkForUpdate: () => Promise<void>;
  stop: () => void;
}

/**
 * The update flow: a new version is announced (never applied by itself: the user may be mid-task)
 * and applied only from the prompt; the server is asked for one every 30 minutes, when the tab
 * becomes visible and when the connection comes back, never while offline.
 */
export function createUpdateController(deps: UpdateControllerDeps): UpdateController {
  const store = deps.store ?? appStore;
  const now = deps.now ?? Date.now;
  const random = deps.random ?? Math.random;
  let reloadRequested = false;
  let reloading = false;
  let reloadFallback: ReturnType<typeof setTimeout> | undefined;
  /** Where the reload asked for goes (undefined: the page reloads where it is). */
  let reloadTarget: string | undefined;
  const reloadAsAsked = () => deps.reload(reloadTarget);
  let lastCheckAt: number | undefined;
  // A stopped controller's worker still hears the page's controller changes: it no longer acts.
  let stopped = false;

  /**
   * Names the new version in the prompt. A version found waiting is a newer one: its answer
   * replaces what was known, also by none (a build without a version after one with one: the
   * prompt must not name the older release). Asked again once it is active (`again`): a page that asked
   * while it waited may have got no answer (another tab's Reload activated it in between), and no
   * answer then keeps the version already known (walkthrough 20, defect 2).
   */
  const learnRelease = (again: boolean) => {
    deps.worker.newVersionRelease?.().then(
      (release) => {
        if (stopped || store.get(pendingUpdateAtom) === null) return;
        if (release !== undefined || !again) store.set(pendingReleaseAtom, release);
      },
      () => {
        // A worker that cannot say: the prompt announces the version without naming it.
      },
    );
  };
  deps.worker.addEventListener('waiting', () => {
    if (stopped) return;
    store.set(pendingUpdateAtom, 'waiting');
    learnRelease(false);
  });
  /** A newer version now serves the app: reload if the user asked to, else say so. */
  const onNewVersionActive = () => {
    if (reloadRequested) {
      clearTimeout(reloadFallback);
      // Heard twice in a controlled page (`controlling`, then `activated`): one reload.
      if (!reloading) reloadAsAsked();
      reloading = true;
      return;
    }
    // Another tab chose Reload: this page keeps its old code under the new worker until it reloads.
    store.set(pendingUpdateAtom, 'activatedElsewhere');
    learnRelease(true);
  };
  // workbox-window fires `controlling` on every controller change, also when the controller
  // becomes null: the site's data was cleared and the worker with it (walkthrough 18, D2). That is
  // no new version, and a Reload offline would reach no worker: the browser's error page. So no
  // prompt; one shown for a worker now gone is taken back, and a Reload asked for it is dropped.
  deps.worker.addEventListener('controlling', () => {
    if (stopped) return;
    if (deps.controlled()) {
      onNewVersionActive();
      return;
    }
    clearTimeout(reloadFallback);
    reloadRequested = false;
    store.set(pendingUpdateAtom, null);
    store.set(pendingReleaseAtom, undefined);
    deps.onWorkerRemoved?.();
  });
  // A page the worker does not control (the first visit: the worker installed by it does not claim
  // it) hears of no `controlling`, and a new version does not wait for it either: it activates at
  // once. Its activation, by a worker this page did not register, is the news (walkthrough 6,
  // defect 3). A controlled page heard `controlling` just before, to the same effect.
  deps.worker.addEventListener('activated', (event) => {
    if (event.isExternal && !stopped) onNewVersionActive();
  });

  const checkForUpdate = async () => {
    const network = deps.canReachNetwork();
    if (!shouldCheckForUpdate({ ...network, now: now(), lastCheckAt })) return;
    lastCheckAt = now();
    try {
      await deps.worker.update();
    } catch {
      // The server went away during the check: the next interval or visit tries again.
    }
  };

  /** Tells the waiting version to take over; the page reloads (to `href`) once it controls it. */
  const switchToWaiting = (href?: string) => {
    reloadTarget = href;
    reloadRequested = true;
    deps.worker.messageSkipWaiting();
    reloadFallback = setTimeout(reloadAsAsked, RELOAD_FALLBACK_MS);
  };

  /**
   * Checks now, whatever the last check: true once a version waits, found by this check and
   * installed, or there before. No answer within NEW_VERSION_WAIT_MS, or none at all (offline): false.
   */
  const newVersionInstalled = async (): Promise<boolean> => {
    lastCheckAt = now();
    const found = (async () => {
      await deps.worker.update();
      return (await deps.worker.newVersionWaiting?.()) ?? false;
    })().catch(() => false);
    let giveUp: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<boolean>((resolve) => {
      giveUp = setTimeout(() => resolve(false), NEW_VERSION_WAIT_MS);
    });
    try {
      return await Promise.race([found, late]);
    } finally {
      clearTimeout(giveUp);
    }
  };

  const interval = setInterval(() => void checkForUpdate(), UPDATE_CHECK_INTERVAL_MS);
  const onVisibilityChange = () => {
    if (deps.document?.visibilityState !== 'hidden') void checkForUpdate();
  };
  deps.document?.addEventListener('visibilitychange', onVisibilityChange);
  // A check that fell while offline was skipped: the connection back is the next chance, not the
  // next interval (a wall display stayed up to 30 minutes on the old version, walkthrough 20).
  // At a moment drawn within RECONNECT_CHECK_SPREAD_MS: a server back from a restart (a deploy,
  // when a release appears) sees every tab and display reconnect at once, and each check that
  // finds the release downloads the whole precache from it.
  let reconnectCheck: ReturnType<typeof setTimeout> | undefined;
  const stopOnReconnect = deps.onReconnect?.(() => {
    clearTimeout(reconnectCheck);
    reconnectCheck = setTimeout(() => void checkForUpdate(), random() * RECONNECT_CHECK_SPREAD_MS);
  });

  return {
    applyUpdate: () => {
      if (store.get(pendingUpdateAtom) !== 'waiting') {
        deps.reload();
        return;
      }
      switchToWaiting();
    },
    switchToNewest: async (href) => {
      // A stopped controller's worker was removed with the site's data: nothing to switch to.
      const waiting =
        !stopped && (store.get(pendingUpdateAtom) === 'waiting' || (await newVersionInstalled()));
      if (waiting && !stopped) switchToWaiting(href);
      else deps.reload(href);
    },
    checkForUpdate,
    stop: () => {
      stopped = true;
      clearInterval(interval);
      deps.document?.removeEventListener('visibilitychange', onVisibilityChange);
      stopOnReconnect?.();
      clearTimeout(reconnectCheck);
    },
  };
}
