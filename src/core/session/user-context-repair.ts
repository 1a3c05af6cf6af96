import { notifications } from '@mantine/notifications';
import type { AuthUser, RolesResponse } from '../../contracts/session';
import { shellEndpoints } from '../../contracts/shell-api';
import { appApi } from '../api/app-api';
import { getSession, setSession } from '../auth/session-state';
import { currentCacheOwner, refreshCached } from '../cache/read-through';
import { NOTICE_TIMEOUT_MS } from './account-link-redirect';
import { type RoleFallback, renewedRoleFallback, roleFallback } from './model/role-fallback';
import { ensureUserContext, menuRead, rolesRead } from './user-context';

/*
 * What the app does when the server says its picture of the user is out of date (walkthrough 11,
 * defects 2 and 3): menu and roles read again, a selected role taken away replaced by a held one.
 * Loaded only then (the outbox's replay of a refused usage record, an area's loader), off the first
 * screen.
 */

/** At most one re-read of menu and roles per this long: a refused queue drops many records at once. */
export const USER_CONTEXT_REREAD_MS = 5_000;
let lastReread = Number.NEGATIVE_INFINITY;

/**
 * Reads the menu and the roles from the server again, now: the server refused something because
 * of an app or role the user no longer holds (an area's 403, a usage record refused for its app
 * or role: walkthrough 11, defects 2 and 3). The cached rows are rewritten and the screens follow
 * them (user-context.ts, `mirrorIntoAtoms`): the app leaves the sidebar, favorites and Apps; a
 * selected role taken away moves to a held one (`moveToHeldRole`). A failure is left to the next
 * read.
 */
export function rereadUserContext(now = Date.now()): void {
  const owner = currentCacheOwner('account');
  if (!owner || now - lastReread < USER_CONTEXT_REREAD_MS) return;
  lastReread = now;
  const force = { force: true };
  void refreshCached(owner, menuRead.resource, menuRead.fetch, menuRead.schema, force).catch(() => undefined);
  void refreshCached(owner, rolesRead.resource, rolesRead.fetch, rolesRead.schema, force)
    .then(moveToHeldRole)
    .catch(() => undefined);
}

/**
 * The selected role was taken away (the roles list no longer holds it: walkthrough 11, defect 3):
 * the session moves to the first role the user holds at once, so the screen and the usage records
 * name the same role (the server refused every record naming the lost one); the user is told once,
 * and the server's stored selection follows (`PUT Common/SelectedRole`, as a switch in the user
 * menu). That call failing (offline) changes nothing the user sees: the server already counts a
 * stored role the user lost as their first one.
 */
export async function moveToHeldRole(roles: RolesResponse): Promise<void> {
  const session = getSession();
  if (!session) return;
  const fallback = roleFallback(roles, session.user.selectedRoleId, session.user.roles);
  if (!fallback) return;
  setSession({
    ...session,
    user: { ...session.user, roles: roles.roles, selectedRoleId: fallback.to.roleId },
  });
  await tellAndStoreRole(fallback);
}

/**
 * A renewal already moved the session off a selected role taken away (`selectionLeftByRenewal`:
 * the server answers its first role held), before anything was refused for it: said as the move
 * above says it, and stored at the server the same way, so the device and its next renewals name
 * that role even if the lost one is given back. `before`: the session's user before the renewal.
 */
export async function followRenewedRole(before: AuthUser): Promise<void> {
  const session = getSession();
  if (!session) return;
  const fallback = renewedRoleFallback(before, session.user);
  if (fallback) await tellAndStoreRole(fallback);
}

async function tellAndStoreRole(fallback: RoleFallback): Promise<void> {
  notifications.show({
    id: 'role-fallback',
    message: fallback.notice,
    color: 'blue',
    autoClose: NOTICE_TIMEOUT_MS,
  });
  try {
    await appApi().call(shellEndpoints.selectRole, {
      body: { roleId: fallback.to.roleId },
      background: true,
    });
  } catch (error) {
    console.warn(
      'The selected role could not be stored at the server; the next sign-in falls back again',
      error,
    );
  }
  // The user context is loaded per role (user-context.ts): the new selection's, from the cache.
  await ensureUserContext();
}
