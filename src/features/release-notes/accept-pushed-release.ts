import { resetUser } from '../../core/auth/reset-user';
import { reloadIntoNewestBuild } from '../../core/pwa/register-service-worker';

// The modal's Accept, loaded with it, not with the push's watch (start-release-push.ts, loaded
// with the hubs on idle): a module carries all its exports into the chunk that holds it.

/** Where Accept lands: the home page, loaded afresh. */
export const HOME_AFTER_UPDATE = '/home';

/**
 * Accept of a pushed release (S1 §4): resets the user (new claims, data forgotten), then reloads
 * the whole app at /home so the new build and the new claims are both in use. A plain navigation
 * would keep the old build: a waiting worker takes over only when told to (walkthrough 30, D2), so
 * the reload goes through the update flow's switch. The caller blocks the UI meanwhile.
 */
export async function acceptPushedRelease(reload: (href: string) => unknown = reloadIntoNewestBuild) {
  await resetUser();
  await reload(HOME_AFTER_UPDATE);
}
