import { type AppConfig, appConfigSchema } from '../../contracts/config';
import { readStored, writeStored } from '../state/parsed-storage';

const STORAGE_KEY = 'ops.appConfig';
let current: AppConfig | undefined;

/**
 * Loads `/app-config.json` (the deployment's settings). Offline, the last good copy is used, so an
 * installed app starts without the network.
 */
export async function loadAppConfig(fetchImpl: typeof fetch = fetch): Promise<AppConfig> {
  try {
    const response = await fetchImpl('/app-config.json', { cache: 'no-cache' });
    if (!response.ok) throw new Error(`app-config.json answered ${response.status}`);
    const parsed = appConfigSchema.safeParse(await response.json());
    if (!parsed.success) throw new Error(`app-config.json is invalid: ${parsed.error.issues[0]?.message}`);
    writeStored(STORAGE_KEY, parsed.data);
    current = parsed.data;
  } catch (error) {
    const stored = readStored(STORAGE_KEY, appConfigSchema);
    if (!stored) throw error;
    current = stored;
  }
  return current;
}

export function appConfig(): AppConfig {
  if (!current) throw new Error('The app configuration is not loaded yet.');
  return current;
}

/** For tests and the boot path: set the configuration directly. */
export function setAppConfig(config: AppConfig): void {
  current = config;
}
