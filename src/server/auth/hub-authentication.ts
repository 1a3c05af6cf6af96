import { HttpError } from '../http/http-error';
import type { Hub } from '../hub';
import type { Sessions, SignedInUser } from './sessions';

/**
 * A hub's `authenticate`: the app token's user. A missing, expired or revoked token refuses the
 * connection (undefined → 401); anything else is the server's own failure and is thrown.
 */
export async function authenticateHubToken(
  sessions: Pick<Sessions, 'authenticate'>,
  token: string | undefined,
): Promise<SignedInUser | undefined> {
  try {
    return await sessions.authenticate(token);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 401) return undefined;
    throw error;
  }
}

/**
 * What both hubs of the signed-in app share: the app token opens the connection, and the
 * connection lasts only as long as its sign-in (checked before each invocation and push).
 */
export function signedInHubAccess(sessions: Pick<Sessions, 'authenticate' | 'isLive'>): {
  authenticate: (token: string | undefined) => Promise<SignedInUser | undefined>;
  stillAdmitted: (user: SignedInUser) => boolean;
} {
  return {
    authenticate: (token) => authenticateHubToken(sessions, token),
    stillAdmitted: (user) => sessions.isLive(user.sessionId),
  };
}

/**
 * Closes the hub connections of a sign-in as soon as it is revoked (Auth/Logout): its app tokens
 * stop working at once over HTTP, and an open connection must not outlive them.
 */
export function closeHubConnectionsOnSignOut(
  sessions: Pick<Sessions, 'onEnded'>,
  hubs: readonly Pick<Hub<SignedInUser>, 'closeWhere'>[],
): () => void {
  return sessions.onEnded((sessionId) => {
    for (const hub of hubs) void hub.closeWhere((ctx) => ctx.user.sessionId === sessionId);
  });
}
