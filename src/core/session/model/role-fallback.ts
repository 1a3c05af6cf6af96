import type { AuthUser, Role, RolesResponse } from '../../../contracts/session';

/** The role the app moves to when the selected one was taken away, and the words saying so. */
export interface RoleFallback {
  to: Role;
  notice: string;
}

/**
 * Whether the roles list (as the server just answered it) no longer holds the selected role: an
 * administrator took it away since the sign-in (walkthrough 11, defect 3). Merged roles select
 * none, and a user left with no role has none to move to: nothing to do then.
 */
export function selectedRoleLost(roles: RolesResponse, selectedRoleId: number | null): boolean {
  return (
    !roles.consolidated &&
    selectedRoleId !== null &&
    roles.roles.length > 0 &&
    !roles.roles.some((role) => role.roleId === selectedRoleId)
  );
}

/**
 * Where the app goes when the selected role was taken away: the first role the user still holds,
 * as the server itself falls back (its stored selection naming a role the user lost counts as the
 * first one), so the screen, the usage records and the server agree. `knownRoles`: the roles the
 * session knew, to name the lost one. Undefined when the selected role is still held.
 */
export function roleFallback(
  roles: RolesResponse,
  selectedRoleId: number | null,
  knownRoles: readonly Role[],
): RoleFallback | undefined {
  const to = roles.roles[0];
  if (!to || !selectedRoleLost(roles, selectedRoleId)) return undefined;
  return { to, notice: roleFallbackNotice(knownRoles, selectedRoleId, to) };
}

/** The words of the move, the same whichever way the app learned of it (`roleFallback`, `renewedRoleFallback`). */
function roleFallbackNotice(knownRoles: readonly Role[], lostRoleId: number | null, to: Role): string {
  const lost = knownRoles.find((role) => role.roleId === lostRoleId);
  return lost
    ? `You no longer have the role ${lost.roleName}; switched to ${to.roleName}.`
    : `Your selected role is no longer yours; switched to ${to.roleName}.`;
}

/**
 * A renewal answered another role because the selected one was taken (`selectionLeftByRenewal`):
 * the server's own fallback, the first role held, is already the session's. Said as a move the app
 * made itself is (`roleFallback`'s words). `before`: the session's user before the renewal (the
 * lost role's name); `after`: the renewed one. Undefined when the renewed session selects no role
 * it holds (nothing to say it moved to).
 */
export function renewedRoleFallback(
  before: Pick<AuthUser, 'roles' | 'selectedRoleId'>,
  after: Pick<AuthUser, 'roles' | 'selectedRoleId'>,
): RoleFallback | undefined {
  const to = after.roles.find((role) => role.roleId === after.selectedRoleId);
  if (
    !to ||
    before.selectedRoleId === null ||
    after.roles.some((role) => role.roleId === before.selectedRoleId)
  )
    return undefined;
  return { to, notice: roleFallbackNotice(before.roles, before.selectedRoleId, to) };
}
