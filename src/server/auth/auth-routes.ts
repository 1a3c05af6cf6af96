import type { FastifyInstance } from 'fastify';
import { api } from '../../contracts/api';
import { tooManyRequests, unauthorized } from '../http/http-error';
import { registerEndpoint } from '../http/register-endpoint';
import { startInDefaultRole } from '../settings/settings-store';
import { findCredentials } from '../users/user-store';
import { candidateUsernames, identityOfRequest } from './identity-provider';
import { decoyPasswordHash, verifyPassword } from './passwords';

/**
 * Sign-in, renewal and sign-out. All four are anonymous calls: their 401s mean "wrong credentials"
 * or "sign in again", never "your app token expired", so the client does not try to renew on them.
 */
export function registerAuthRoutes(app: FastifyInstance): void {
  const { db, config, sessions, stats, signInThrottle } = app.portal;

  registerEndpoint(app, api.login, async ({ body, request, reply }) => {
    stats.count('logins');
    // Checked before the password: a guesser at the limit learns nothing more, right or wrong.
    const block = signInThrottle.check(body.username, request.ip);
    if (block) {
      reply.header('Retry-After', String(block.retryAfterSeconds));
      throw tooManyRequests(block.message);
    }
    const credentials = findCredentials(db, body.username);
    // Unknown users cost a full hash check too, so timing does not reveal which usernames exist.
    const matches = await verifyPassword(
      body.password,
      credentials?.passwordHash ?? decoyPasswordHash(config.passwordCost),
    );
    if (!credentials || !matches) {
      signInThrottle.recordFailure(body.username, request.ip);
      throw unauthorized('Incorrect username or password.');
    }
    signInThrottle.recordSuccess(body.username);
    startInDefaultRole(db, credentials.id);
    return sessions.start(credentials.id);
  });

  registerEndpoint(app, api.exchange, async ({ request }) => {
    stats.count('exchanges');
    const names = candidateUsernames(await identityOfRequest(app.portal.verifyIdentityToken, request));
    const userId = names.map((name) => findCredentials(db, name)?.id).find((id) => id !== undefined);
    if (userId === undefined) {
      throw unauthorized(`No portal user matches the signed-in identity ${names[0] ?? '(unnamed)'}.`);
    }
    startInDefaultRole(db, userId);
    return sessions.start(userId);
  });

  registerEndpoint(app, api.renew, async ({ body }) => {
    stats.count('renewals');
    return sessions.renew(body.refreshToken);
  });

  registerEndpoint(app, api.logout, async ({ body }) => {
    stats.count('logouts');
    sessions.revoke(body.refreshToken);
    return undefined;
  });
}
