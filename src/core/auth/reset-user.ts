import { appApi } from '../api/app-api';
import { getSession } from './session-state';
import { forgetUserData } from './sign-out';

/**
 * Resets the signed-in user before a full reload (S1 §4, Accept of a pushed release): the session
 * is renewed so the new claims arrive, and the user's cached data and context are forgotten as at
 * sign-out, so the reload loads the menu and the rest afresh. A failed renewal is only logged: the
 * request layer signs the user out when the refresh token is refused, and the reload then shows
 * the sign-in page.
 */
export async function resetUser(): Promise<void> {
  const userId = getSession()?.user.id;
  if (userId === undefined) return;
  await appApi()
    .renew()
    .catch((error: unknown) => console.warn('Resetting the user: the session could not be renewed', error));
  await forgetUserData(userId);
}
