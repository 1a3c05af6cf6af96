import { ClaimType, claimValue } from '../../contracts/claims';
import type { Session } from '../../contracts/session';
import { appStore } from '../state/jotai';
import { writeStored } from '../state/parsed-storage';
import { unsavedWorkAtom } from '../unsaved-work/unsaved-work-state';

/**
 * Whether a session another tab stored is the same person acting as the same user: then this tab
 * only takes its new tokens (a refresh). Otherwise (signed out, someone else signed in, an
 * impersonation began or ended) everything this tab shows belongs to the old session: its user
 * context, accounts, menu and open panels. The tab starts afresh rather than mixing the new
 * token with the old user's account (every call refused) or showing a signed-out user's pages.
 */
export function isSameSessionUser(before: Session | undefined, after: Session | undefined): boolean {
  if (!before || !after) return before === after;
  return (
    before.user.id === after.user.id &&
    claimValue(before.user.claims, ClaimType.userId) === claimValue(after.user.claims, ClaimType.userId)
  );
}

/**
 * Whose way back (`/sign-in?redirect=…`) a tab's sign-in page holds, set when its session ends:
 * after an expiry the user's own (their id), after a chosen sign-out nobody's (0), since the next
 * person may be someone else; none set (a link followed while signed out) is anyone's.
 */
export const wayBackOwnerAfterSignOut = (reason: string | undefined, userId: number | undefined) =>
  reason === undefined ? 0 : userId;

/**
 * Where a tab goes when another tab's sign-in or sign-out changed the user: the page loads again,
 * and its guard decides (sign-in with the way back, or the page for the new user); the sign-in
 * page, once someone has signed in, goes on where it was to return, if that way back is theirs
 * (`returnAfterSignIn` in way-back.ts: the sign-in chunk's, off the first screen's).
 */
export const locationAfterHandover = (here: URL): string => `${here.pathname}${here.search}${here.hash}`;

/** Where a page about to load again for another tab's change notes it (sessionStorage: this tab only). */
export const HANDOVER_RELOAD_KEY = 'ops.reloadedForHandover';

/**
 * Notes, for the page about to load again, that another tab's change is why, with the unsaved work
 * it loses: the user may have had an edit open (walkthrough 4: a favorites edit vanished with no
 * word), and a page with none loses nothing (walkthrough 37, O5). Not for a sign-out, which ends
 * on the sign-in page. Said by the shell's banner (features/banners).
 */
export function noteHandoverReload(): void {
  writeStored(HANDOVER_RELOAD_KEY, appStore.get(unsavedWorkAtom), 'session');
}
