import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import type { Db } from '../db/database';
import { loadExternalLinks } from '../shell/menu-store';

/** `https://host:port` of an absolute http(s) URL; undefined for relative paths and other schemes. */
export function webOrigin(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

/** The websocket origin beside an http(s) origin (SignalR upgrades the hub connection to it). */
const websocketOrigin = (origin: string) => origin.replace(/^http/, 'ws');

const unique = (values: (string | undefined)[]) => [
  ...new Set(values.filter((value): value is string => Boolean(value))),
];

/**
 * The identity provider's origins: MSAL fetches its metadata and tokens there (connect-src) and
 * renews tokens silently in a hidden iframe (frame-src).
 */
function identityProviderOrigins(config: ServerConfig): string[] {
  if (config.auth.mode !== 'msal') return [];
  return unique([
    webOrigin(config.auth.authority),
    ...config.auth.knownAuthorities.map((host) => webOrigin(host.includes('://') ? host : `https://${host}`)),
  ]);
}

/** Application Insights' default ingestion host, used when the connection string names none. */
const APP_INSIGHTS_DEFAULT_INGESTION = 'https://dc.services.visualstudio.com';

/**
 * Where Application Insights sends telemetry: the connection string's IngestionEndpoint, or the
 * SDK's default. Undefined when no connection string is configured.
 */
export function appInsightsIngestionOrigin(connectionString: string | undefined): string | undefined {
  if (!connectionString) return undefined;
  const endpoint = connectionString
    .split(';')
    .map((part) => part.split('='))
    .find(([key]) => key?.trim().toLowerCase() === 'ingestionendpoint')?.[1];
  return webOrigin(endpoint?.trim() || APP_INSIGHTS_DEFAULT_INGESTION);
}

/**
 * The origins besides the server's own whose pages may call the hubs' negotiate (CORS): the API
 * and hub hosts `/app-config.json` points the app at (APP_API_BASE_URL, APP_HUB_BASE_URL: a
 * gateway in front of this server, which may serve the app too). Any other origin is refused.
 */
export function hubCallerOrigins(config: ServerConfig): string[] {
  return unique([
    config.appApiBaseUrl ? webOrigin(config.appApiBaseUrl) : undefined,
    config.appHubBaseUrl ? webOrigin(config.appHubBaseUrl) : undefined,
  ]);
}

/**
 * connect-src: this origin ('self' also covers its own ws:/wss: in CSP Level 3), plus the API and
 * hub origins `/app-config.json` points the app at when they live elsewhere, the api-key URL, the
 * identity provider, Application Insights' ingestion endpoint when one is configured, and
 * Clarity's upload address when it is on another origin (CLARITY_UPLOAD_URL; the default, this
 * server's collector, is 'self').
 */
export function connectSources(config: ServerConfig): string[] {
  const hubOrigin = config.appHubBaseUrl ? webOrigin(config.appHubBaseUrl) : undefined;
  return unique([
    "'self'",
    config.appApiBaseUrl ? webOrigin(config.appApiBaseUrl) : undefined,
    hubOrigin,
    hubOrigin && websocketOrigin(hubOrigin),
    config.apiKeyUrl ? webOrigin(config.apiKeyUrl) : undefined,
    ...identityProviderOrigins(config),
    appInsightsIngestionOrigin(config.telemetry.appInsightsConnectionString),
    config.telemetry.clarityUploadUrl ? webOrigin(config.telemetry.clarityUploadUrl) : undefined,
  ]);
}

/**
 * frame-src: exactly the origins /url/{id} embeds (the menu's external links, read from the
 * database on each response so an edited menu needs no restart), the configured report/display
 * hosts (FRAME_SRC) and the identity provider's silent-renewal iframe. Nothing else may be framed.
 */
export function frameOrigins(config: ServerConfig, db: Db): string[] {
  return unique([
    ...loadExternalLinks(db).map(webOrigin),
    ...config.frameSources.map(webOrigin),
    ...identityProviderOrigins(config),
  ]).sort();
}

/** The frame-src directive's sources: the origins above, `'none'` when there are none. */
export function frameSources(config: ServerConfig, db: Db): string[] {
  const origins = frameOrigins(config, db);
  return origins.length > 0 ? origins : ["'none'"];
}

/** A source, or a function helmet calls on each response (the frame sources, read from the menu). */
type DirectiveValue = string | (() => string);

/** The Content-Security-Policy directives; docs/security.md explains each one. */
export function contentSecurityDirectives(config: ServerConfig, db: Db): Record<string, DirectiveValue[]> {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    scriptSrcAttr: ["'none'"],
    // Mantine writes its theme variables and responsive style props into <style> elements at
    // run time, and the drag-and-drop and editor libraries set style attributes: without a
    // per-response nonce (impossible for a static host and a service-worker-cached index.html)
    // that takes 'unsafe-inline' for styles. Styles cannot run script.
    styleSrc: ["'self'", "'unsafe-inline'"],
    // Announcements, release notes and help may show pictures from other sites.
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: connectSources(config),
    frameSrc: [() => frameSources(config, db).join(' ')],
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
    ...(config.trustedTypes ? { requireTrustedTypesFor: ["'script'"] } : {}),
  };
}

/** The Content-Security-Policy header's value, written as helmet writes it. */
function contentSecurityPolicy(config: ServerConfig, db: Db): string {
  return Object.entries(contentSecurityDirectives(config, db))
    .map(([name, values]) => {
      const sources = values.map((value) => (typeof value === 'function' ? value() : value));
      return `${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)} ${sources.join(' ')}`;
    })
    .join(';');
}

/**
 * The headers helmet sends (below), as plain values, for answers written before fastify runs: the
 * HTTP parser's refusals (client-errors.ts, walkthrough 19, D3). client-errors.test compares
 * them with a fastify answer's, so the two cannot drift apart.
 */
export function securityHeaderValues(config: ServerConfig, db: Db): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(config, db),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'strict-transport-security': 'max-age=15552000',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}

/**
 * Security headers on every response (helmet): the CSP above, nosniff, only the origin as
 * referrer to other sites, same-origin framing and opener isolation.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const { config, db } = app.portal;
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityDirectives(config, db) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Browsers ignore HSTS over plain http (local runs); behind TLS it keeps users on https.
    strictTransportSecurity: { maxAge: 15_552_000, includeSubDomains: false },
    xFrameOptions: { action: 'sameorigin' },
  });
}
