import { z } from './zod';

export const stages = ['local', 'dev', 'test', 'prod'] as const;
export type Stage = (typeof stages)[number];

/**
 * Runtime configuration, served as `/app-config.json` next to index.html. Deployments change the
 * file, never the build: the same bundle runs against the reference server or the company API.
 */
/** The season the server's settings name (docs/settings.md, seasonal themes). */
export const seasons = ['none', 'space', 'holiday'] as const;
export type Season = (typeof seasons)[number];

/** How the app sends usage records over the usage hub (`usageHubProtocol` below). */
export const usageHubProtocols = ['batch', 'record'] as const;

export const appConfigSchema = z.object({
  stage: z._default(z.enum(stages), 'prod'),
  /**
   * How the outbox sends usage records over the usage hub (docs/api.md, the usage hub):
   * 'batch' (default, the reference server) `SaveAppLogs` with an idempotency id per record;
   * 'record' `SaveAppLog(record)` as S1 §7 writes it, one bare record per call (the company API).
   */
  usageHubProtocol: z._default(z.enum(usageHubProtocols), 'batch'),
  /** Base URL of the API, e.g. `/api` or `https://api.example.com/ops`. */
  apiBaseUrl: z._default(z.string().check(z.minLength(1)), '/api'),
  /** Base URL of the realtime hubs (`{hubBaseUrl}/appUsage`). */
  hubBaseUrl: z._default(z.string().check(z.minLength(1)), '/hubs'),
  subscriptionKey: z.optional(z.string()),
  /** Requests to URLs under this prefix carry the identity provider's bearer token. */
  apiKeyUrl: z.optional(z.string()),
  auth: z.discriminatedUnion('mode', [
    z.object({ mode: z.literal('local') }),
    z.object({
      mode: z.literal('msal'),
      clientId: z.string().check(z.minLength(1)),
      authority: z.url(),
      /** Host names MSAL may trust without instance discovery (e.g. a non-Microsoft OIDC issuer). */
      knownAuthorities: z._default(z.array(z.string()), []),
      /** `OIDC` for a generic OpenID Connect provider, `AAD` for Entra ID. */
      protocolMode: z._default(z.enum(['AAD', 'OIDC']), 'AAD'),
      scopes: z._default(z.array(z.string()), []),
    }),
  ]),
  supportUrl: z._default(z.string(), 'mailto:support@example.com?subject=Ops%20Portal%20access'),
  /**
   * The origins the deployment's Content-Security-Policy lets the app frame (its `frame-src`,
   * e.g. `https://reports.example.com`): a wall display's report panel can show pages from these
   * only. The display form warns about an address elsewhere, and a display shows a message in
   * the panel instead of framing it (docs/kiosk.md). Absent: not known (a static deployment whose
   * file does not list them); then nothing is checked ahead, and a display still notices the
   * browser's refusal.
   */
  frameOrigins: z.optional(z.array(z.string())),
  /** The season whose decorations show for users on a plain theme (S1 §1). */
  season: z.optional(z.enum(seasons)),
  /**
   * Error reporting and behaviour analytics (docs/telemetry.md). Without an Application Insights
   * connection string, error reports go to the API (`POST Telemetry/ErrorReports`); without a
   * Clarity project id, behaviour analytics is off.
   */
  telemetry: z.optional(
    z.object({
      appInsightsConnectionString: z.optional(z.string().check(z.minLength(1))),
      clarityProjectId: z.optional(z.string().check(z.minLength(1))),
      /** Where Clarity uploads (its `upload` setting); Clarity's own collector when absent. */
      clarityUploadUrl: z.optional(z.string().check(z.minLength(1))),
    }),
  ),
});
export type AppConfig = z.infer<typeof appConfigSchema>;
export type MsalConfig = Extract<AppConfig['auth'], { mode: 'msal' }>;
