import { useEffect, useState } from 'react';
import { sessionAtom } from '../auth/session-state';
import { cacheKey } from '../cache/model/cache-key';
import { currentCacheOwner } from '../cache/read-through';
import { isOnline } from '../network/network-monitor';
import { useNetworkStatus } from '../network/useNetworkStatus';
import { accountsAtom } from '../session/account-state';
import { useAtomValue } from '../state/jotai';
import { whenIdle } from '../when-idle';
import type { OfflinePart } from './offline-parts';

/** Whose cache the reads go to now: the signed-in user and context account, as one key. */
const currentOwnerKey = (): string | undefined => {
  const owner = currentCacheOwner();
  return owner && cacheKey(owner, '');
};

const idleMoment = () => new Promise<void>((resolve) => whenIdle(resolve));

const controlled = () => typeof navigator !== 'undefined' && navigator.serviceWorker?.controller != null;

/**
 * Whether a service worker controls the page, followed: only such a page can be opened again
 * offline, so only there is saving for offline use worth its calls.
 */
function useOpensOffline(): boolean {
  const [opensOffline, setOpensOffline] = useState(controlled);
  useEffect(() => {
    const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
    if (!container) return;
    const update = () => setOpensOffline(controlled());
    container.addEventListener('controllerchange', update);
    update();
    return () => container.removeEventListener('controllerchange', update);
  }, []);
  return opensOffline;
}

/**
 * Keeps `part` saved for offline use without the user asking (docs/offline.md, "Saved in the
 * background"): on a page the service worker controls (one the browser can open again offline;
 * not the very first visit, before the worker is in), once the first screen is up and the browser
 * idle, while connected, the reads the device lacks are fetched one at a time, each after an idle
 * moment, as background calls. Runs again for another user or account and when the connection
 * comes back; stops when either changes meanwhile. Only missing reads are fetched: a copy already
 * saved is refreshed by the screen that shows it.
 */
export function useSavedInBackground(part: OfflinePart): void {
  // Subscribed so the owner follows sign-in, account switches and the loaded accounts.
  useAtomValue(sessionAtom);
  useAtomValue(accountsAtom);
  const online = useNetworkStatus().isConnected;
  const opensOffline = useOpensOffline();
  const ownerKey = currentOwnerKey();
  useEffect(() => {
    if (!ownerKey || !online || !opensOffline) return;
    let active = true;
    const goOn = () => active && isOnline() && currentOwnerKey() === ownerKey;
    // The saving loop loads with its first use, on idle: it is no part of the first screen.
    whenIdle(() => {
      if (goOn())
        void import('./readiness').then(
          ({ saveInBackground }) => saveInBackground(part, { goOn, beforeRead: idleMoment }),
          // Its chunk did not load (offline before the service worker held it, a new release
          // replacing it): nothing is saved now; the next trigger imports it again.
          () => undefined,
        );
    });
    return () => {
      active = false;
    };
  }, [part, ownerKey, online, opensOffline]);
}
