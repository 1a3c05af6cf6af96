import type { FastifyInstance } from 'fastify';
import { z } from '../../contracts/zod';
import { parseRequestBody } from '../http/request-body';

/*
 * The reference server has no admin API for claims or roles: a directory sync writes them. These
 * levers take one away from a signed-in user as such a sync would (rows of the tables the server
 * reads the user from on every request), for the browser tests of a permission or role lost
 * while the user works (walkthrough 11, defects 2 and 3). Each answers how many rows went.
 */

export const revokeClaimSchema = z.object({ userId: z.int(), claimValue: z.string().check(z.minLength(1)) });
export const revokeRoleSchema = z.object({ userId: z.int(), roleId: z.int() });

export function registerAccessLevers(app: FastifyInstance, base: string): void {
  const { db } = app.portal;

  /** Removes the user's claims of that value (an app permission such as `marketrates.2`). */
  app.post(`${base}/revoke-claim`, async (request) => {
    const body = parseRequestBody(revokeClaimSchema, request.body, `POST ${base}/revoke-claim`);
    const result = db
      .prepare('DELETE FROM user_claims WHERE user_id = ? AND claim_value = ?')
      .run(body.userId, body.claimValue);
    return { removed: result.changes };
  });

  /** Takes a role away from the user (their stored selection is left as it is, as a sync would). */
  app.post(`${base}/revoke-role`, async (request) => {
    const body = parseRequestBody(revokeRoleSchema, request.body, `POST ${base}/revoke-role`);
    const result = db
      .prepare('DELETE FROM user_roles WHERE user_id = ? AND role_id = ?')
      .run(body.userId, body.roleId);
    return { removed: result.changes };
  });
}
