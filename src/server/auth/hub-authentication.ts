import { HttpError } from '../http/http-error';
import { type Hub, HubRefusal } from '../hub';
import type { Sessions, SignedInUser } from './sessions';

/** Negotiate's 401 without a token: the hubs take it as the access token, not in X-Auth-Token. */
export const HUB_TOKEN_MISSING = 'Sign in first: send the app token as the access token.';

/**
 * A hub's `authenticate`: the app token's user. A missing, expired or revoked token refuses the
 * connection with the API's own reason (a `HubRefusal`: negotiate's 401 says it, e.g. 'The app
 * token is not valid.'); anything else is the server's own failure and is thrown as it is.
 */
export async function authenticateHubToken(
  sessions: Pick<Sessions, 'authenticate'>,
  token: string | undefined,
): Promise<SignedInUser> {
  if (!token) throw new HubRefusal(HUB_TOKEN_MISSING);
  try {
    return await sessions.authenticate(token);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 401) throw new HubRefusal(error.message);
    throw error;
  }
}

/**
 * What both hubs of the signed-in app share: the app token opens the connection, and the
 * connection lasts only as long as its sign-in (checked before each invocation and push).
 */
export function signedInHubAccess(sessions: Pick<Sessions, 'authenticate' | 'isLive'>): {
  authenticate: (token: string | undefined) => Promise<SignedInUser>;
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
