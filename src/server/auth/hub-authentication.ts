import { HttpError } from '../http/http-error';
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
