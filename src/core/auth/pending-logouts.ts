import { z } from '../../contracts/zod';
import { retryWhenConnected } from '../network/when-connected';
import { readStored, writeStored } from '../state/parsed-storage';

/*
 * A sign-out ends the sign-in on the device at once, whether or not the server hears of it. When
 * it cannot (offline, the server down or busy), the refresh token still renews at the server until
 * it expires: a copy taken earlier (a shared or lost tablet) would keep working. So the revocation
 * is kept on the device first and sent when the server can be reached: at once, at the next start
 * and at every reconnection (walkthrough 29, D3). The token was in localStorage all along (the
 * session); it stays there, under this key, only until the server has it. The sending's code
 * (send-pending-logouts.ts) loads when there is something to send, off the first screen's chunks.
 */

/** localStorage: the refresh tokens of sign-outs the server has not heard of yet. */
export const PENDING_LOGOUTS_KEY = 'ops.pendingLogouts';

/** The most kept: a device signed out offline that often loses nothing by dropping the oldest. */
const MOST_KEPT = 20;

const pendingSchema = z.array(z.string().check(z.minLength(1)));

/** The kept list with `token` added (once, newest last, at most MOST_KEPT) or, once sent, removed. */
export function pendingAfter(pending: readonly string[], token: string, sent: boolean): string[] {
  const others = pending.filter((kept) => kept !== token);
  return sent ? others : [...others, token].slice(-MOST_KEPT);
}

export const readPendingLogouts = (): string[] => readStored(PENDING_LOGOUTS_KEY, pendingSchema) ?? [];

/** Keeps `token` for sending, or forgets it once the server has given its final answer. */
export function settlePendingLogout(token: string, sent: boolean): void {
  const next = pendingAfter(readPendingLogouts(), token, sent);
  writeStored(PENDING_LOGOUTS_KEY, next.length > 0 ? next : undefined);
}

/**
 * Tells the server of every kept sign-out, `refreshToken`'s (the one ending now) kept first.
 * Resolves once they were sent or kept again; never rejects. With nothing kept (every start but
 * one after an offline sign-out), nothing loads.
 */
export function revokeAtServer(refreshToken?: string): Promise<void> {
  if (refreshToken) settlePendingLogout(refreshToken, false);
  if (readPendingLogouts().length === 0) return Promise.resolve();
  const send = () => import('./send-pending-logouts').then((sending) => sending.sendPendingLogouts());
  // Offline with no service worker to serve the code: it loads, and sends, once the connection is back.
  return send().catch(() => retryWhenConnected(send));
}
