import { sessionEndpoints } from '../../contracts/session-api';
import { isApiError } from '../api/api-error';
import { appApi } from '../api/app-api';
import { onBecameConnected } from '../network/when-connected';
import { readPendingLogouts, settlePendingLogout } from './pending-logouts';

/**
 * Whether a logout that failed so must be sent again: the server was not reached, or it could
 * not act then (5xx, 408, 429). Any other answer is final: the token is unknown or revoked already
 * (logout is idempotent at the server).
 */
export function logoutNeedsResending(error: unknown): boolean {
  if (!isApiError(error)) return true;
  if (error.kind === 'network') return true;
  if (error.kind !== 'http') return false;
  const status = error.status ?? 0;
  return status >= 500 || status === 408 || status === 429;
}

/** Tokens being sent from this page now: a reconnection during a send does not send them twice. */
const sending = new Set<string>();

async function sendLogout(refreshToken: string): Promise<void> {
  if (sending.has(refreshToken)) return;
  sending.add(refreshToken);
  try {
    await appApi().call(sessionEndpoints.logout, { body: { refreshToken } });
    settlePendingLogout(refreshToken, true);
  } catch (error) {
    settlePendingLogout(refreshToken, !logoutNeedsResending(error));
  } finally {
    sending.delete(refreshToken);
  }
}

/** Sends every kept sign-out, one after the other; one that still cannot go stays kept. */
export async function sendPendingLogouts(): Promise<void> {
  for (const token of readPendingLogouts()) await sendLogout(token);
}

// Loaded because something waits to be sent: from now on, every reconnection tries again.
onBecameConnected(() => void sendPendingLogouts());
