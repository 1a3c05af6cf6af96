import { ClaimType, claimValue } from '../../contracts/claims';
import type { Session } from '../../contracts/session';
import { safeReturnPath } from '../navigation';

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
 * Where a tab goes when another tab's sign-in or sign-out changed the user: the sign-in page,
 * once someone has signed in, goes where it was asked to return to; any other page loads again,
 * and its guard decides (sign-in with the way back, or the page for the new user).
 */
export function locationAfterHandover(here: URL, signedIn: boolean): string {
  if (here.pathname === '/sign-in' && signedIn) return safeReturnPath(here.searchParams.get('redirect'));
  return `${here.pathname}${here.search}${here.hash}`;
}
