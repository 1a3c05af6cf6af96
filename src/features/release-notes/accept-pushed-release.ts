import { resetUser } from '../../core/auth/reset-user';
import { leaveForPage } from '../../core/outbox/outbox';

// The modal's Accept, loaded with it; the push's watch (start-release-push.ts) is on the first
// screen, and a first-screen module carries all its exports in the entry chunk.

/** Where Accept lands: the home page, loaded afresh. */
export const HOME_AFTER_UPDATE = '/home';

/**
 * Accept of a pushed release (S1 §4): resets the user (new claims, data forgotten), then reloads
 * the whole app at /home so the new build and the new claims are both in use. The caller blocks
 * the UI meanwhile.
 */
export async function acceptPushedRelease(reload: (href: string) => unknown = leaveForPage) {
  await resetUser();
  await reload(HOME_AFTER_UPDATE);
}
