import type { FastifyInstance } from 'fastify';
import { api } from '../../contracts/api';
import { permissionsOf } from '../../contracts/claims';
import type { SignedInUser } from '../auth/sessions';
import { badRequest } from '../http/http-error';
import { applyOnce } from '../http/idempotency';
import { registerEndpoint } from '../http/register-endpoint';
import { toAuthUser } from '../users/user-store';
import { menuFor, replaceFavorites } from './user-menu';

/** Health, the signed-in user's data (accounts, roles, menu, details) and their selections. */
export function registerCommonRoutes(app: FastifyInstance): void {
  const { db, sessions } = app.portal;

  /**
   * The auth user after a selection change, carrying the token the request came with and the
   * selection of the sign-in it belongs to (each device keeps its own, docs/shell.md).
   */
  const reloadedAuthUser = (user: SignedInUser) => {
    const profile = sessions.profileOf(user.sessionId) ?? user;
    return toAuthUser(profile, user.authToken);
  };

  registerEndpoint(app, api.health, async () => app.portal.health);

  registerEndpoint(app, api.accounts, async ({ user }) => user.accounts);

  registerEndpoint(app, api.roles, async ({ user }) => ({
    roles: user.roles,
    consolidated: user.rolesConsolidated,
  }));

  registerEndpoint(app, api.menu, async ({ user }) => menuFor(db, user));

  // A full replace, but not harmless to repeat: an outbox replay of an older list after a newer
  // one was saved elsewhere would bring the older list back. The key makes a replay a no-op.
  // The key names the outbox record's change, not the list: each send merges that change onto
  // the favorites it reads first, so a replay may carry another list and is still a replay.
  registerEndpoint(app, api.saveFavorites, async ({ user, body, request }) => {
    const now = app.portal.clock.now();
    const once = {
      db,
      request,
      userId: user.id,
      kind: 'favorites',
      now,
      sameRequest: api.saveFavorites.path,
    };
    return applyOnce(once, () => {
      const favorites = replaceFavorites(db, user, body.favorites);
      // The user's other devices and tabs read their favorites again (a replay changes nothing).
      app.portal.userChanges.emit(user.id, 'favorites');
      return { favorites };
    });
  });

  registerEndpoint(app, api.selfUserDetails, async ({ user }) => ({
    id: user.id,
    sapId: user.sapId,
    domainId: user.domainId,
    locationCode: user.locationCode,
    name: user.name,
    email: user.email,
    jobFamilyGroup: user.jobFamilyGroup,
    jobFamily: user.jobFamily,
    roles: user.roles,
    groups: user.groups,
    accounts: user.accounts.map(({ acctId, acctName }) => ({ acctId, acctName })),
    tables: user.tables,
    appPermissions: permissionsOf(user.claims),
  }));

  registerEndpoint(app, api.selectAccount, async ({ user, body }) => {
    if (!user.accounts.some((account) => account.acctId === body.acctId)) {
      throw badRequest(`Account ${body.acctId} is not one of your accounts.`, [
        { path: 'acctId', message: 'Not one of your accounts.' },
      ]);
    }
    sessions.select(user.sessionId, { acctId: body.acctId });
    return reloadedAuthUser(user);
  });

  registerEndpoint(app, api.selectRole, async ({ user, body }) => {
    if (user.rolesConsolidated) {
      throw badRequest('Your roles are merged: there is no role to select.', [
        { path: 'roleId', message: 'Roles are merged.' },
      ]);
    }
    if (!user.roles.some((role) => role.roleId === body.roleId)) {
      throw badRequest(`Role ${body.roleId} is not one of your roles.`, [
        { path: 'roleId', message: 'Not one of your roles.' },
      ]);
    }
    sessions.select(user.sessionId, { roleId: body.roleId });
    return reloadedAuthUser(user);
  });
}
