import { type AppConfig, appConfigSchema } from '../../contracts/config';
import type { ServerConfig } from '../config';

/** `/app-config.json`: what the built client needs to find this server and sign in. */
export function appConfigFor(config: ServerConfig): AppConfig {
  return appConfigSchema.parse({
    stage: config.stage,
    apiBaseUrl: config.apiBase,
    hubBaseUrl: config.hubBase,
    auth: config.auth,
    ...(config.supportUrl ? { supportUrl: config.supportUrl } : {}),
  });
}
