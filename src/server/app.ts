import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { JWTVerifyGetKey } from 'jose';
import { createAppTokens } from './auth/app-tokens';
import { registerAuthRoutes } from './auth/auth-routes';
import { closeHubConnectionsOnSignOut } from './auth/hub-authentication';
import { createIdentityTokenVerifier } from './auth/identity-provider';
import { loadJwtSecret } from './auth/jwt-secret';
import { createSessions } from './auth/sessions';
import { createSignInThrottle } from './auth/sign-in-throttle';
import { type Clock, createClock } from './clock';
import type { ServerConfig } from './config';
import { openDatabase } from './db/database';
import { reportBadRowsTo } from './db/valid-rows';
import { checkpointWhenQuiet } from './db/wal-checkpoints';
import { registerDisplayRoutes } from './displays/display-routes';
import { registerApiKeyRoute, registerSubscriptionKeyGate } from './gateway/subscription-key';
import { registerHelpAuthoringRoutes } from './help/help-authoring-routes';
import { registerHelpRoutes } from './help/help-routes';
import { registerHelpTopicRoutes } from './help/help-topic-routes';
import { type HelpChatRelayTiming, registerHelpChatRoutes } from './help-chat/help-chat-routes';
import { answerClientErrors } from './http/client-errors';
import { registerCompression } from './http/compression';
import { installErrorHandling, installJsonBodyParser } from './http/error-handling';
import { trackRouteMethods } from './http/route-methods';
import { hubCallerOrigins, registerSecurityHeaders, securityHeaderValues } from './http/security-headers';
import { registerServerDate } from './http/server-date';
import { registerStaticSite, STATIC_WILDCARD } from './http/static-site';
import { attachHubs } from './hub';
import { createNotificationsHub } from './notifications/notifications-hub';
import { createUserChanges } from './notifications/user-changes';
import { registerReleaseAuthoringRoutes } from './release-notes/release-authoring-routes';
import { registerReleaseNotesRoutes } from './release-notes/release-notes-routes';
import { seedDemoDataIfEmpty } from './seed/seed';
import { HEALTHY, type PortalServices } from './services';
import { registerSettingsRoutes } from './settings/settings-routes';
import { registerAreaRoutes } from './shell/area-routes';
import { registerCommonRoutes } from './shell/common-routes';
import { registerMessageRoutes } from './shell/message-routes';
import { registerTelemetryRoutes } from './telemetry/telemetry-routes';
import { createHubFaults } from './test-controls/hub-faults';
import { createRequestStats } from './test-controls/request-stats';
import { registerTestControls } from './test-controls/test-control-routes';
import { createUsageHub } from './usage/usage-hub';

/** Registers more routes (e.g. more realtime hubs under HUB_BASE) with the server's services. */
export type ServerExtension = (app: FastifyInstance, services: PortalServices) => void | Promise<void>;

export interface BuildServerOptions {
  /** From `loadServerConfig(env)`; give each test or e2e worker its own `dataDir`. */
  config: ServerConfig;
  /** Defaults to the system clock; the test controls shift it either way. */
  clock?: Clock;
  /** Fastify's logger option; off unless given. */
  logger?: FastifyServerOptions['logger'];
  /** Keys that verify identity-provider tokens, instead of fetching OIDC_JWKS_URL (tests). */
  identityProviderKeys?: JWTVerifyGetKey;
  extensions?: readonly ServerExtension[];
  /** How the help chat's Direct Line relay reads replies (tests shorten the wait). */
  helpChatRelay?: HelpChatRelayTiming;
}

/**
 * The reference API and the built app, ready but not listening: tests call `app.inject`, `main.ts`
 * and e2e fixtures call `listen` (see start.ts). Closing the app closes its database.
 */
export async function buildServer(options: BuildServerOptions): Promise<FastifyInstance> {
  const { config } = options;
  const clock = options.clock ?? createClock();
  const db = openDatabase(config.dataDir);
  seedDemoDataIfEmpty(db, clock.now(), config.passwordCost);
  const tokens = createAppTokens(
    loadJwtSecret(config.dataDir, config.jwtSecret),
    clock,
    config.tokenTtlSeconds,
  );
  const services: PortalServices = {
    config,
    db,
    clock,
    sessions: createSessions(db, clock, tokens, config.refreshTtlSeconds),
    signInThrottle: createSignInThrottle(clock, config.signInLimits),
    verifyIdentityToken:
      config.identityProvider &&
      createIdentityTokenVerifier(config.identityProvider, clock, options.identityProviderKeys),
    stats: createRequestStats(),
    hubFaults: createHubFaults(),
    health: { ...HEALTHY },
    userChanges: createUserChanges(),
  };

  // A closing server finishes what it was asked instead of answering 503: to the app a 503 means
  // "the API is being migrated" (S1 §8: the maintenance page), while a server going away is a
  // lost connection (the offline banner; writes wait in the outbox).
  const app = Fastify({
    logger: options.logger ?? false,
    return503OnClosing: false,
    // The HTTP parser's refusals (a 20 KB query string: 431) answer as the API does.
    clientErrorHandler: answerClientErrors(() => securityHeaderValues(config, db)),
  });
  app.decorate('portal', services);
  const routeMethodsOf = trackRouteMethods(app, [STATIC_WILDCARD]);
  reportBadRowsTo(db, app.log);
  // The usage hub's batches come in bursts (an outbox replay): the WAL is checkpointed after one.
  const stopCheckpoints = checkpointWhenQuiet(db);
  app.addHook('onClose', async () => {
    stopCheckpoints();
    db.close();
  });
  registerServerDate(app, clock);
  await registerSecurityHeaders(app);
  await registerCompression(app);
  installJsonBodyParser(app);
  installErrorHandling(app);
  if (config.testControls) registerTestControls(app);
  registerSubscriptionKeyGate(app);
  registerApiKeyRoute(app);
  registerAuthRoutes(app);
  registerCommonRoutes(app);
  registerMessageRoutes(app);
  registerAreaRoutes(app);
  const notifications = createNotificationsHub(services);
  registerReleaseNotesRoutes(app, { announceRelease: notifications.announceRelease });
  registerReleaseAuthoringRoutes(app);
  registerHelpRoutes(app);
  registerHelpTopicRoutes(app);
  registerHelpChatRoutes(app, options.helpChatRelay);
  registerHelpAuthoringRoutes(app);
  registerSettingsRoutes(app);
  registerDisplayRoutes(app);
  registerTelemetryRoutes(app);
  const hubs = [createUsageHub(services, app.log), notifications.hub];
  attachHubs(app, hubs, { allowedOrigins: hubCallerOrigins(config) });
  closeHubConnectionsOnSignOut(services.sessions, hubs);
  for (const extend of options.extensions ?? []) await extend(app, services);
  await registerStaticSite(app, routeMethodsOf);
  return app;
}
