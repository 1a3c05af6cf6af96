import type { Health } from '../contracts/session-api';
import type { IdentityTokenVerifier } from './auth/identity-provider';
import type { Sessions } from './auth/sessions';
import type { SignInThrottle } from './auth/sign-in-throttle';
import type { Clock } from './clock';
import type { ServerConfig } from './config';
import type { Db } from './db/database';
import type { UserChanges } from './notifications/user-changes';
import type { HubFaults } from './test-controls/hub-faults';
import type { RequestStats } from './test-controls/request-stats';

/** What every route module works with; one instance per server, reachable as `app.portal`. */
export interface PortalServices {
  config: ServerConfig;
  db: Db;
  clock: Clock;
  sessions: Sessions;
  /** Failed password sign-ins per username and address (in memory; the test controls' reset clears it). */
  signInThrottle: SignInThrottle;
  /** Undefined when OIDC_JWKS_URL/OIDC_ISSUER are not set: Auth/Exchange then answers 501. */
  verifyIdentityToken: IdentityTokenVerifier | undefined;
  stats: RequestStats;
  /** Failures the usage hub takes first; only the test controls add any. */
  hubFaults: HubFaults;
  /** What GET Health reports; the test controls can flip it. */
  health: Health;
  /** A user's notifications, favorites or preferences changed: the notifications hub tells their open pages. */
  userChanges: UserChanges;
}

/** What GET Health answers until the test controls say otherwise. */
export const HEALTHY: Readonly<Health> = { status: 'ok', directoryDatabase: 'up' };

declare module 'fastify' {
  interface FastifyInstance {
    portal: PortalServices;
  }
}
