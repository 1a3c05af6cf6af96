import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type AppConfig, type Season, seasons, stages, usageHubProtocols } from '../contracts/config';
import { z } from '../contracts/zod';
import { type PasswordCost, passwordCost, testPasswordCost } from './auth/passwords';

/** Relative DATA_DIR and STATIC_DIR resolve against the repository root, whatever the working directory. */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

const basePath = (fallback: string) =>
  z.pipe(
    z.pipe(
      z._default(z.string(), fallback),
      z.transform((value) => value.replace(/\/+$/, '')),
    ),
    z.string().check(
      z.regex(/^\/[A-Za-z0-9_\-/]+$/, 'must be a path such as /api (not the site root, no host)'),
      z.refine((value) => value !== '/__test', 'is reserved for the test controls'),
    ),
  );

const commaList = z.pipe(
  z._default(z.string(), ''),
  z.transform((value) =>
    value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  ),
);

const seconds = (fallback: number) =>
  z._default(
    z.coerce.number({ error: 'must be a whole number of seconds' }).check(z.int(), z.minimum(1)),
    fallback,
  );
const count = (fallback: number) =>
  z._default(z.coerce.number({ error: 'must be a whole number' }).check(z.int(), z.minimum(1)), fallback);
const optionalText = z.pipe(
  z.optional(z.string().check(z.trim())),
  z.transform((value) => (value ? value : undefined)),
);

const envSchema = z.object({
  PORT: z._default(
    z.coerce
      .number({ error: 'must be a port number, 0 to 65535' })
      .check(z.int(), z.minimum(0), z.maximum(65535)),
    8080,
  ),
  // This machine only: the server seeds demo users whose password, 'demo', is in the README, so
  // `npm start` must not open them to the network unasked (walkthrough 19, D5). HOST=0.0.0.0 does.
  HOST: z._default(z.string().check(z.minLength(1)), '127.0.0.1'),
  DATA_DIR: z._default(z.string().check(z.minLength(1)), 'data'),
  API_BASE: basePath('/api'),
  HUB_BASE: basePath('/hubs'),
  STATIC_DIR: z._default(z.string().check(z.minLength(1)), 'dist'),
  STAGE: z._default(z.enum(stages), 'local'),
  AUTH_MODE: z._default(z.enum(['local', 'msal']), 'local'),
  MSAL_CLIENT_ID: optionalText,
  MSAL_AUTHORITY: z.pipe(optionalText, z.optional(z.string().check(z.url('must be a URL')))),
  MSAL_SCOPES: commaList,
  MSAL_KNOWN_AUTHORITIES: commaList,
  MSAL_PROTOCOL_MODE: z._default(z.enum(['AAD', 'OIDC']), 'AAD'),
  OIDC_JWKS_URL: z.pipe(optionalText, z.optional(z.string().check(z.url('must be a URL')))),
  OIDC_ISSUER: optionalText,
  TOKEN_TTL_SECONDS: seconds(300),
  REFRESH_TTL_SECONDS: seconds(43_200),
  JWT_SECRET: z.pipe(
    optionalText,
    z.optional(z.string().check(z.minLength(32, 'must be at least 32 characters'))),
  ),
  SUPPORT_URL: optionalText,
  SUBSCRIPTION_KEY: optionalText,
  API_KEY_URL: optionalText,
  APP_API_BASE_URL: optionalText,
  APP_HUB_BASE_URL: optionalText,
  /** How the served app sends usage records: 'batch' (this server), 'record' (S1 §7, the company API). */
  APP_USAGE_HUB_PROTOCOL: z._default(z.enum(usageHubProtocols), 'batch'),
  /** Where the help-agent chat relays Direct Line 3.0 calls (docs/agent-chat.md). */
  DIRECT_LINE_DOMAIN: z.pipe(
    z._default(z.string().check(z.url('must be a URL')), 'https://directline.botframework.com/v3/directline'),
    z.transform((value) => value.replace(/\/+$/, '')),
  ),
  TEST_CONTROLS: z._default(z.enum(['0', '1'], { error: 'must be 1 (enabled) or 0' }), '0'),
  /**
   * Behaviour analytics (docs/telemetry.md): the Clarity project id the app gets, `off` for none.
   * The default is a demo id whose uploads go to this server's collector (CLARITY_UPLOAD_URL).
   */
  CLARITY_PROJECT_ID: z._default(z.string().check(z.trim(), z.minLength(1)), 'ops-portal-local'),
  CLARITY_UPLOAD_URL: z._default(z.string().check(z.trim(), z.minLength(1)), '/telemetry/clarity'),
  /** The season whose decorations users on a plain theme see (docs/settings.md). */
  SEASON: z._default(z.enum(seasons), 'none'),
  /** Application Insights; without it the app reports errors to this server. */
  APPINSIGHTS_CONNECTION_STRING: optionalText,
  FRAME_SRC: z.pipe(
    commaList,
    z.array(z.string().check(z.url('must be a URL such as https://reports.example'))),
  ),
  TRUSTED_TYPES: z._default(z.enum(['0', '1'], { error: 'must be 1 (enforced) or 0' }), '0'),
  SIGN_IN_MAX_FAILURES_PER_USER: count(5),
  SIGN_IN_MAX_FAILURES_PER_ADDRESS: count(20),
  SIGN_IN_FAILURE_WINDOW_SECONDS: seconds(900),
});
export type ServerEnv = z.input<typeof envSchema>;

export type AuthConfig =
  | { mode: 'local' }
  | {
      mode: 'msal';
      clientId: string;
      authority: string;
      scopes: string[];
      knownAuthorities: string[];
      protocolMode: 'AAD' | 'OIDC';
    };

/** How Auth/Exchange verifies identity-provider tokens; absent when the server is not told. */
export interface IdentityProviderConfig {
  jwksUrl: string;
  issuer: string;
  audience: string;
}

export interface ServerConfig {
  port: number;
  host: string;
  /** Absolute; holds the SQLite database and the generated JWT secret. */
  dataDir: string;
  /** Absolute; the built app (`npm run build` output). */
  staticDir: string;
  apiBase: string;
  hubBase: string;
  stage: (typeof stages)[number];
  auth: AuthConfig;
  identityProvider: IdentityProviderConfig | undefined;
  tokenTtlSeconds: number;
  refreshTtlSeconds: number;
  /** Undefined: generated once and kept in dataDir, so restarts keep sessions. */
  jwtSecret: string | undefined;
  supportUrl: string | undefined;
  /**
   * The API gateway's subscription key. Set, the server plays the gateway: every API call but
   * Health must carry it. Given to the app in `/app-config.json`, unless `apiKeyUrl` hands it out.
   */
  subscriptionKey: string | undefined;
  /** Where the app fetches the subscription key with its identity-provider token (S1 §7). */
  apiKeyUrl: string | undefined;
  /** What `/app-config.json` tells the app, when the app should use another API than this server. */
  appApiBaseUrl: string | undefined;
  appHubBaseUrl: string | undefined;
  /** `/app-config.json`'s usageHubProtocol: the form of the usage hub the app is pointed at. */
  appUsageHubProtocol: AppConfig['usageHubProtocol'];
  /** Direct Line 3.0 base URL the help-agent chat relays to (…/v3/directline, no trailing slash). */
  directLineDomain: string;
  testControls: boolean;
  /** The demo users' password hashes: cheaper on a server with test controls (auth/passwords.ts). */
  passwordCost: PasswordCost;
  season: Season;
  /** What `/app-config.json` says about error reporting and analytics (docs/telemetry.md). */
  telemetry: { clarityProjectId?: string; clarityUploadUrl?: string; appInsightsConnectionString?: string };
  /** Origins the app may embed besides the menu's external links (report and display hosts). */
  frameSources: string[];
  /** Adds `require-trusted-types-for 'script'` to the CSP (on in the browser tests). */
  trustedTypes: boolean;
  signInLimits: SignInLimits;
}

/** How many failed sign-ins a username and an address may have within the window (see docs/security.md). */
export interface SignInLimits {
  maxFailuresPerUser: number;
  maxFailuresPerAddress: number;
  windowSeconds: number;
}

export class ServerConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid server environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ServerConfigError';
  }
}

const fromRepoRoot = (path: string) => (isAbsolute(path) ? path : resolve(repoRoot, path));

/** Reads the server's environment (`process.env` or a fixture's own values); throws ServerConfigError. */
export function loadServerConfig(env: Record<string, string | undefined>): ServerConfig {
  // An empty variable (`PORT=` in a compose file) means "not set", not zero or an empty path.
  const given = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    throw new ServerConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  const problems: string[] = [];
  const need = (name: keyof typeof e, why: string) => {
    if (e[name] === undefined) problems.push(`${name}: required ${why}`);
  };

  if (e.AUTH_MODE === 'msal') {
    for (const name of ['MSAL_CLIENT_ID', 'MSAL_AUTHORITY', 'OIDC_JWKS_URL', 'OIDC_ISSUER'] as const)
      need(name, 'when AUTH_MODE=msal');
  }
  if ((e.OIDC_JWKS_URL === undefined) !== (e.OIDC_ISSUER === undefined)) {
    problems.push('OIDC_JWKS_URL and OIDC_ISSUER: set both or neither');
  }
  if (e.OIDC_JWKS_URL !== undefined)
    need('MSAL_CLIENT_ID', 'as the token audience when OIDC_JWKS_URL is set');
  if (e.API_KEY_URL !== undefined) need('SUBSCRIPTION_KEY', 'for the api-key URL to hand out');
  if (problems.length > 0) throw new ServerConfigError(problems);

  const auth: AuthConfig =
    e.AUTH_MODE === 'msal' && e.MSAL_CLIENT_ID && e.MSAL_AUTHORITY
      ? {
          mode: 'msal',
          clientId: e.MSAL_CLIENT_ID,
          authority: e.MSAL_AUTHORITY,
          scopes: e.MSAL_SCOPES,
          knownAuthorities: e.MSAL_KNOWN_AUTHORITIES,
          protocolMode: e.MSAL_PROTOCOL_MODE,
        }
      : { mode: 'local' };

  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: fromRepoRoot(e.DATA_DIR),
    staticDir: fromRepoRoot(e.STATIC_DIR),
    apiBase: e.API_BASE,
    hubBase: e.HUB_BASE,
    stage: e.STAGE,
    auth,
    identityProvider:
      e.OIDC_JWKS_URL && e.OIDC_ISSUER && e.MSAL_CLIENT_ID
        ? { jwksUrl: e.OIDC_JWKS_URL, issuer: e.OIDC_ISSUER, audience: e.MSAL_CLIENT_ID }
        : undefined,
    tokenTtlSeconds: e.TOKEN_TTL_SECONDS,
    refreshTtlSeconds: e.REFRESH_TTL_SECONDS,
    jwtSecret: e.JWT_SECRET,
    supportUrl: e.SUPPORT_URL,
    subscriptionKey: e.SUBSCRIPTION_KEY,
    apiKeyUrl: e.API_KEY_URL,
    appApiBaseUrl: e.APP_API_BASE_URL,
    appHubBaseUrl: e.APP_HUB_BASE_URL,
    appUsageHubProtocol: e.APP_USAGE_HUB_PROTOCOL,
    directLineDomain: e.DIRECT_LINE_DOMAIN,
    testControls: e.TEST_CONTROLS === '1',
    passwordCost: e.TEST_CONTROLS === '1' ? testPasswordCost : passwordCost,
    season: e.SEASON,
    telemetry: {
      ...(e.CLARITY_PROJECT_ID === 'off'
        ? {}
        : { clarityProjectId: e.CLARITY_PROJECT_ID, clarityUploadUrl: e.CLARITY_UPLOAD_URL }),
      ...(e.APPINSIGHTS_CONNECTION_STRING
        ? { appInsightsConnectionString: e.APPINSIGHTS_CONNECTION_STRING }
        : {}),
    },
    frameSources: e.FRAME_SRC,
    trustedTypes: e.TRUSTED_TYPES === '1',
    signInLimits: {
      maxFailuresPerUser: e.SIGN_IN_MAX_FAILURES_PER_USER,
      maxFailuresPerAddress: e.SIGN_IN_MAX_FAILURES_PER_ADDRESS,
      windowSeconds: e.SIGN_IN_FAILURE_WINDOW_SECONDS,
    },
  };
}
