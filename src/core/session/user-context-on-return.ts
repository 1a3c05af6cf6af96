import { refreshOnReturn } from '../cache/useRefreshOnReturn';
import { retryWhenConnected } from '../network/when-connected';

/*
 * The menu and the roles read again when the page is shown again (walkthrough 11, defect 8): a tab
 * left in the background, an installed app or a tablet brought back after hours, a page the
 * browser restored from its back/forward cache kept the menu of its first load, so an app whose
 * permission was taken away (or favorites changed on another device) still showed in the sidebar,
 * Favorites and Apps. Loaded by the update prompt's module, which every page loads on idle
 * (UpdatePrompt.tsx), so the launcher's first chunks do not grow (docs/performance.md).
 */

let started = false;

/**
 * Listens for the page being shown again for the rest of the page's life (once, however often it
 * is called): the same rule as the bell's and the announcements' (`refreshOnReturn`: online only,
 * at most once in 30 s); the reread is the repair's (`rereadUserContext`: forced reads, the screens
 * follow the cached rows, a selected role taken away moves to a held one). Signed out there is no
 * cached menu, and it does nothing. First the session is renewed, and from the start every new
 * session is followed (`session-changed-elsewhere.ts`: an impersonation or Merge Roles change made
 * on another device reloads at /home or signs out, walkthrough 15, D3).
 */
export function startUserContextRefreshOnReturn(): void {
  if (started) return;
  started = true;
  // The repair's module fetched at the first return, not with this one: imported statically, it
  // changed how the build splits the modules it shares with the launcher's first chunk, which grew
  // by about 25 bytes (gzip) it does not have. A failed fetch is left to the next return. The
  // follower's module is fetched now, and again when the connection is back if that failed (a page
  // offline at its first idle moment): no unhandled rejection, and the follower starts then.
  // A return waits for the follower's module while it loads, and goes on without it if that failed.
  let follower: Promise<typeof import('./session-changed-elsewhere') | undefined> =
    Promise.resolve(undefined);
  retryWhenConnected(() => {
    const loading = import('./session-changed-elsewhere').then((m) => {
      m.startFollowingSessionChanges();
      return m;
    });
    follower = loading.catch(() => undefined);
    return loading;
  });
  refreshOnReturn(
    () =>
      void follower
        .then((m) => m?.renewOnReturn())
        .catch(() => undefined)
        .then(() => import('./user-context-repair'))
        .then(
          (m) => m.rereadUserContext(),
          () => undefined,
        ),
  );
}
