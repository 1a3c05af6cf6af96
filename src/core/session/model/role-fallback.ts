import type { Role, RolesResponse } from '../../../contracts/session';

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
  const lost = knownRoles.find((role) => role.roleId === selectedRoleId);
  const notice = lost
    ? `You no longer have the role ${lost.roleName}; switched to ${to.roleName}.`
    : `Your selected role is no longer yours; switched to ${to.roleName}.`;
  return { to, notice };
}
