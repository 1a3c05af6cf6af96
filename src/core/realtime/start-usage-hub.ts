import type { Session } from '../../contracts/session';
import { USAGE_HUB_PATH } from '../../contracts/usage';
import { appApi } from '../api/app-api';
import { getSession, sessionAtom } from '../auth/session-state';
import { onSignOut } from '../auth/sign-out';
import { appConfig } from '../config/app-config';
import { isConnected } from '../network/model/network-state';
import { networkStatusAtom } from '../network/network-monitor';
import { replay } from '../outbox/replay';
import { registerSender } from '../outbox/senders';
import { appStore } from '../state/jotai';
import { buildSignalRConnection } from './signalr-connection';
import { createUsageHub, type UsageHub } from './usage-hub';
import { usageSender } from './usage-sender';

/** A token this close to expiry is renewed first: the connection must outlive the handshake. */
export const HUB_TOKEN_RENEW_MARGIN_MS = 30_000;

export interface HubTokenDeps {
  getSession: () => Session | undefined;
  /** The request layer's single-flight renewal (a 401 there signs the user out). */
  renew: () => Promise<Session>;
  now: () => number;
}

/** The app token for the hub's `accessTokenFactory`, renewed first when it is about to expire. */
export async function appTokenForHub(deps: HubTokenDeps): Promise<string> {
  const session = deps.getSession();
  if (!session) throw new Error('Nobody is signed in.');
  if (session.expiresAt - HUB_TOKEN_RENEW_MARGIN_MS > deps.now()) return session.user.authToken;
  return (await deps.renew()).user.authToken;
}

let running: UsageHub | undefined;

/**
 * Boot, once (after the app configuration loaded): the usage hub follows the session (connected
 * while someone is signed in, for that user; stopped on sign-out before the session ends), the
 * outbox sends 'usage' records through it, and every (re)connection flushes what waited.
 */
export function startUsageHub(): UsageHub {
  if (running) return running;
  const hub = createUsageHub({
    connect: () =>
      buildSignalRConnection({
        url: `${appConfig().hubBaseUrl.replace(/\/+$/, '')}${USAGE_HUB_PATH}`,
        accessToken: () => appTokenForHub({ getSession, renew: () => appApi().renew(), now: Date.now }),
      }),
  });
  running = hub;
  registerSender('usage', usageSender(hub));
  hub.onConnected(() => void replay({ force: true }));
  const followSession = () => {
    const userId = getSession()?.user.id;
    if (userId === undefined) void hub.stop();
    else if (hub.userId !== userId) hub.start(userId);
  };
  appStore.sub(sessionAtom, followSession);
  appStore.sub(networkStatusAtom, () => {
    if (isConnected(appStore.get(networkStatusAtom))) hub.reconnectNow();
  });
  onSignOut(() => hub.stop());
  followSession();
  return hub;
}
