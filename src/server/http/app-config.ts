import { type AppConfig, appConfigSchema } from '../../contracts/config';
import type { ServerConfig } from '../config';

/**
 * `/app-config.json`: what the built client needs to find this server and sign in, and the
 * origins its Content-Security-Policy lets the app frame (`frameOrigins`, the same list as the
 * `frame-src` header: the caller reads it from the database on each request, like the header).
 */
export function appConfigFor(config: ServerConfig, frameOrigins?: string[]): AppConfig {
  return appConfigSchema.parse({
    stage: config.stage,
    apiBaseUrl: config.appApiBaseUrl ?? config.apiBase,
    hubBaseUrl: config.appHubBaseUrl ?? config.hubBase,
    usageHubProtocol: config.appUsageHubProtocol,
    auth: config.auth,
    // A key the api-key URL hands out is not published to every visitor.
    ...(config.apiKeyUrl
      ? { apiKeyUrl: config.apiKeyUrl }
      : config.subscriptionKey
        ? { subscriptionKey: config.subscriptionKey }
        : {}),
    ...(config.supportUrl ? { supportUrl: config.supportUrl } : {}),
    season: config.season,
    telemetry: config.telemetry,
    ...(frameOrigins ? { frameOrigins } : {}),
  });
}
