import type { FastifyInstance } from 'fastify';
import { api } from '../../contracts/api';
import { Headers } from '../../contracts/headers';
import { identityOfRequest } from '../auth/identity-provider';
import { HttpError, unauthorized } from '../http/http-error';
import { headerValue } from '../http/request-body';

/** Where the reference server hands out the key; point API_KEY_URL at it (e.g. `/api/ApiKey`). */
export const apiKeyPath = 'ApiKey';

/** Said the way the company's gateway says it, so the app shows the same message either way. */
export const missingKeyMessage =
  'Access denied due to missing or invalid subscription key. Make sure to include a valid key when making requests to the API.';

/**
 * With SUBSCRIPTION_KEY set, the reference server stands in for the API gateway (S1 §7): every
 * call under API_BASE must carry the key, except Health (the network monitor probes it before
 * anyone has signed in) and the api-key URL that hands the key out.
 */
export function registerSubscriptionKeyGate(app: FastifyInstance): void {
  const { apiBase, subscriptionKey } = app.portal.config;
  if (!subscriptionKey) return;
  const open = new Set([`${apiBase}/${api.health.path}`, `${apiBase}/${apiKeyPath}`]);
  app.addHook('onRequest', async (request) => {
    const path = request.url.split('?')[0] ?? '';
    if (!path.startsWith(`${apiBase}/`) || open.has(path)) return;
    if (headerValue(request, Headers.subscriptionKey) !== subscriptionKey)
      throw unauthorized(missingKeyMessage);
  });
}

/**
 * GET {API_BASE}/ApiKey: the subscription key, for a caller who shows a valid identity-provider
 * token (Authorization: Bearer), as the company's api-key URL does.
 */
export function registerApiKeyRoute(app: FastifyInstance): void {
  const { apiBase, subscriptionKey } = app.portal.config;
  app.get(`${apiBase}/${apiKeyPath}`, async (request) => {
    if (!subscriptionKey) throw new HttpError(404, 'No subscription key is configured (SUBSCRIPTION_KEY).');
    await identityOfRequest(app.portal.verifyIdentityToken, request);
    return api.subscriptionKey.response.parse({ key: subscriptionKey });
  });
}
