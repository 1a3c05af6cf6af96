import type { Session } from '../../contracts/session';
import { appApi } from '../api/app-api';
import { getSession, loggingOutAtom, sessionAtom } from '../auth/session-state';
import { onSignOut } from '../auth/sign-out';
import { appConfig } from '../config/app-config';
import { startNetworkMonitor } from '../network/connection';
import { followHubReach } from '../network/hub-reach';
import { isConnected } from '../network/model/network-state';
import { networkStatusAtom } from '../network/network-monitor';
import { appStore } from '../state/jotai';
import { createManagedHub, type ManagedHub } from './managed-hub';
import { buildSignalRConnection } from './signalr-connection';

/** A token this close to expiry is renewed first: the connection must outlive the handshake. */
export const HUB_TOKEN_RENEW_MARGIN_MS = 30_000;

export interface HubTokenDeps {
  getSession: () => Session | undefined;
  /** The request layer's single-flight renewal (a refused renewal signs the user out). */
  renew: () => Promise<Session>;
  now: () => number;
  /**
   * A token the server refused (a 401 at negotiate, or a close that allows no reconnect): renewed
   * whatever time the device thinks it has left, as the request layer renews on a 401 (walkthrough
   * 34, D1: the hub negotiated again and again with the refused token of an ended sign-in).
   */
  refusedToken?: string;
}

/**
 * The app token for the hub's `accessTokenFactory`: renewed first when it is about to expire or
 * the server refused it, so a sign-in that has ended is noticed (the renewal is refused and signs
 * out) rather than retried with the same token.
 */
export async function appTokenForHub(deps: HubTokenDeps): Promise<string> {
  const session = deps.getSession();
  if (!session) throw new Error('Nobody is signed in.');
  const token = session.user.authToken;
  if (token !== deps.refusedToken && session.expiresAt - HUB_TOKEN_RENEW_MARGIN_MS > deps.now()) return token;
  return (await deps.renew()).user.authToken;
}

export interface HubTokens {
  /** The hub's `accessTokenFactory` (asked before every negotiate and connect). */
  token(): Promise<string>;
  /** The server refused the token last given: the next one is renewed first. */
  refused(): void;
}

/**
 * The tokens of one hub: remembers the last one given, so a refusal renews it once. A token renewed
 * meanwhile (by a call's 401, another tab) is not the refused one and is used as it is.
 */
export function createHubTokens(deps: Omit<HubTokenDeps, 'refusedToken'>): HubTokens {
  let given: string | undefined;
  let refused: string | undefined;
  return {
    async token() {
      given = await appTokenForHub({ ...deps, refusedToken: refused });
      return given;
    },
    refused() {
      refused = given;
    },
  };
}

export interface SessionHubOptions {
  /** The hub's path under the configured hub base URL, e.g. '/appUsage'. */
  path: string;
  /** Names the hub in console messages. */
  name: string;
  /** Handlers of the messages the server pushes. */
  handlers?: Readonly<Record<string, (...args: unknown[]) => void>>;
}

/**
 * A hub connection that follows the session: connected (with the app token, reconnecting for
 * ever) while someone is signed in, for that user; reconnected at once when the network is back;
 * stopped as a sign-out begins, before the server is told to revoke the session. Call once per
 * hub, after the app configuration loaded and the first screen is up (start-hubs.ts).
 */
export function startSessionHub(options: SessionHubOptions): ManagedHub {
  const tokens = createHubTokens({ getSession, renew: () => appApi().renew(), now: Date.now });
  const hub = createManagedHub({
    name: options.name,
    handlers: options.handlers,
    onServerReach: (reached) =>
      followHubReach(reached, startNetworkMonitor(), appStore.get(networkStatusAtom), navigator.onLine),
    connect: () =>
      buildSignalRConnection({
        name: options.name,
        url: `${appConfig().hubBaseUrl.replace(/\/+$/, '')}${options.path}`,
        accessToken: () => tokens.token(),
        onUnauthorized: () => tokens.refused(),
      }),
    // The server ends a connection for good when its sign-in has ended (api.md, Sign-in and
    // sessions): the next connection renews first, and a refused renewal signs out.
    onClosedByServer: () => tokens.refused(),
  });
  const followSession = () => {
    // A session being signed out is over for the hub: it stops as the sign-out begins, before the
    // server revokes the token and closes the connection, which the hub would otherwise take for a
    // drop and retry with the revoked token (walkthrough 14, D6: a 401 per hub and per sign-out).
    const userId = appStore.get(loggingOutAtom) ? undefined : getSession()?.user.id;
    if (userId === undefined) void hub.stop();
    else if (hub.userId !== userId) hub.start(userId);
  };
  appStore.sub(sessionAtom, followSession);
  appStore.sub(loggingOutAtom, followSession);
  appStore.sub(networkStatusAtom, () => {
    if (isConnected(appStore.get(networkStatusAtom))) hub.reconnectNow();
  });
  // Forgetting the user's data without a sign-out (resetUser, before a pushed release's reload)
  // stops it too.
  onSignOut(() => hub.stop());
  // Connected at once: the callers start their hubs once the first screen is up and the browser
  // was idle (main.tsx loads start-hubs.ts on idle), so SignalR's chunk and handshake do not compete
  // with the launcher's first paint. A second wait for idle here held the usage records queued
  // while the app was closed about 0.4 s longer (the replay bench's first record).
  followSession();
  return hub;
}
