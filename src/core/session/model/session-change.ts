import { ClaimType, claimValue } from '../../../contracts/claims';
import type { AuthUser, Session } from '../../../contracts/session';

/**
 * What another device (or a tab that renewed for this one) changed under the page, as a renewed
 * session shows it (walkthrough 15, D3): the impersonation (the `UserId` claim, S1 §3) or Merge
 * Roles. The server keeps both per user, so a change made on one device reaches the others'
 * sessions at their next renewal; the page was still showing, and logging usage as, the old state.
 * - `impersonation`: the page starts over at /home, as on the device that made the change (S2 §2);
 * - `mergeRoles`: the user signs in again, as the device that made the change did (its dialog:
 *   'Changing Merge Roles takes effect after you sign in again').
 */
export type SessionChange = 'impersonation' | 'mergeRoles';

/** Said on the sign-in page when another device's Merge Roles change signed this one out. */
export const MERGE_ROLES_CHANGED_MESSAGE =
  'Merge Roles was changed on another device, and takes effect after you sign in again.';

/** Merged roles select none (the server's rule, user-store.ts): a user with roles and no selection. */
const rolesMerged = (user: AuthUser) => user.selectedRoleId === null && user.roles.length > 0;

/**
 * The change a new app token brought, if the page must follow it. Only a new token counts: a
 * change this page made itself (choosing whom to impersonate, a role switch, a role taken away)
 * keeps the token, and is followed by the code that made it. Another user, a sign-in or a
 * sign-out is the tabs' handover (session-handover.ts), not this. A user left with no role at all
 * is no Merge Roles change.
 */
export function sessionChangeFromElsewhere(
  before: Session | undefined,
  after: Session | undefined,
): SessionChange | undefined {
  if (!before || !after || before.user.id !== after.user.id) return undefined;
  if (before.user.authToken === after.user.authToken) return undefined;
  if (claimValue(before.user.claims, ClaimType.userId) !== claimValue(after.user.claims, ClaimType.userId))
    return 'impersonation';
  const withRoles = before.user.roles.length > 0 && after.user.roles.length > 0;
  if (withRoles && rolesMerged(before.user) !== rolesMerged(after.user)) return 'mergeRoles';
  return undefined;
}

/**
 * What a renewal took from this device's selection (walkthrough 15 follow-up): the server answers
 * a selection the user no longer holds as the first one they hold, so a renewal made before any
 * request was refused moved the device without a word. `account`: the selected account the
 * renewal left (whether it was taken is known only from the accounts read again: the session holds
 * no accounts list); `role`: the selected role the renewal left because the renewed roles no
 * longer hold it. Only a new token of the same user and impersonation counts, as above; a change
 * this page made itself keeps the token and is followed by the code that made it.
 */
export interface SelectionLeft {
  account?: number;
  role?: number;
}

export function selectionLeftByRenewal(
  before: Session | undefined,
  after: Session | undefined,
): SelectionLeft | undefined {
  if (!before || !after || before.user.id !== after.user.id) return undefined;
  if (before.user.authToken === after.user.authToken) return undefined;
  if (claimValue(before.user.claims, ClaimType.userId) !== claimValue(after.user.claims, ClaimType.userId))
    return undefined;
  const left: SelectionLeft = {};
  const { selectedAccountId: account, selectedRoleId: role } = before.user;
  if (account !== null && after.user.selectedAccountId !== account) left.account = account;
  // Merged roles select none: that is the Merge Roles change, not a role taken.
  if (
    role !== null &&
    after.user.selectedRoleId !== null &&
    after.user.selectedRoleId !== role &&
    !after.user.roles.some((held) => held.roleId === role)
  )
    left.role = role;
  return left.account === undefined && left.role === undefined ? undefined : left;
}
