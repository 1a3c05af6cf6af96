import { endpoint, noContent } from './endpoint';
import { loginRequestSchema, renewRequestSchema, sessionSchema } from './session';
import { z } from './zod';

export const healthSchema = z.object({
  status: z.enum(['ok', 'maintenance']),
  /** The user-directory database (Workday); `down` shows the DB Connection Down banner. */
  directoryDatabase: z.enum(['up', 'down']),
});
export type Health = z.infer<typeof healthSchema>;

/** The API gateway's subscription key, handed out by the api-key URL to identity-provider users. */
export const subscriptionKeySchema = z.object({ key: z.string().check(z.minLength(1)) });

/**
 * Signing in and out, the session's renewal, the gateway key and the health probe: the calls made
 * before or without a session, spread into `api`. Every screen needs them, so they sit on the
 * launcher's critical path apart from the other areas' tables (docs/performance.md).
 */
export const sessionEndpoints = {
  login: endpoint({
    method: 'POST',
    path: 'Auth/Login',
    body: loginRequestSchema,
    response: sessionSchema,
    anonymous: true,
    tokenExpiry: true,
  }),
  /** Trades an identity-provider token (Authorization: Bearer) for an app session. */
  exchange: endpoint({
    method: 'POST',
    path: 'Auth/Exchange',
    body: undefined,
    response: sessionSchema,
    anonymous: true,
    tokenExpiry: true,
  }),
  renew: endpoint({
    method: 'POST',
    path: 'Auth/Renew',
    body: renewRequestSchema,
    response: sessionSchema,
    anonymous: true,
    // The request layer's own renewal (client.ts) sends it and moves the expiry the same way.
    tokenExpiry: true,
  }),
  logout: endpoint({
    method: 'POST',
    path: 'Auth/Logout',
    body: renewRequestSchema,
    response: noContent,
    anonymous: true,
  }),
  health: endpoint({
    method: 'GET',
    path: 'Health',
    body: undefined,
    response: healthSchema,
    anonymous: true,
  }),
  /**
   * GET {apiKeyUrl}: the subscription key for the gateway, for a user signed in at the identity
   * provider (Authorization: Bearer). The reference server serves it at `{API_BASE}/ApiKey`.
   */
  subscriptionKey: endpoint({
    method: 'GET',
    path: '',
    body: undefined,
    response: subscriptionKeySchema,
    anonymous: true,
    service: 'apiKey',
  }),
} as const;
