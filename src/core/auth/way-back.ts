import { z } from '../../contracts/zod';
import { safeReturnPath } from '../navigation';
import { readStored, writeStored } from '../state/parsed-storage';
import { WAY_BACK_KEY } from './session-state';

/*
 * Whose way back (`/sign-in?redirect=…`) a tab's sign-in page holds (walkthrough 3: another user
 * signing in there landed on the last user's page, /error/403). Set when the tab's session ends
 * (`wayBackOwnerAfterSignOut`, here or in the tab that signed out); read and dropped by the
 * sign-in and callback pages only, so none of it weighs on the first screen.
 */

/** This tab's: a user id, 0 (nobody's), or undefined (anyone's). */
export const wayBackOwner = () => readStored(WAY_BACK_KEY, z.number(), 'session');

/** Once someone signed in, or a chosen sign-out's page shows plain: a later link is anyone's. */
export const forgetWayBack = () => writeStored(WAY_BACK_KEY, undefined, 'session');

/**
 * Where signing in as `userId` goes: the way back only for whom it belongs to, else /home
 * (S1 §2.1): another user sent to the page the last one was on may not be allowed to open it.
 */
export function returnAfterSignIn(redirect: unknown, owner: number | undefined, userId: number): string {
  return owner === undefined || owner === userId ? safeReturnPath(redirect) : '/home';
}
