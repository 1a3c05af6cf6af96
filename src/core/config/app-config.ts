import { type AppConfig, appConfigSchema } from '../../contracts/config';
import { readStored, writeStored } from '../state/parsed-storage';

const STORAGE_KEY = 'ops.appConfig';
let current: AppConfig | undefined;

/** `/app-config.json` from the network, checked, kept as the last good copy. */
async function fetchAppConfig(fetchImpl: typeof fetch): Promise<AppConfig> {
  const response = await fetchImpl('/app-config.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`app-config.json answered ${response.status}`);
  const parsed = appConfigSchema.safeParse(await response.json());
  if (!parsed.success) throw new Error(`app-config.json is invalid: ${parsed.error.issues[0]?.message}`);
  writeStored(STORAGE_KEY, parsed.data);
  return parsed.data;
}

/**
 * Loads `/app-config.json` (the deployment's settings). Cache first: with a last good copy the
 * app starts from it at once (online or not: the first paint never waits on this request) and the
 * file is fetched in the background; its answer is used from then on (calls read `appConfig()`
 * each time) and stored for the next start. Without a copy (first visit) the start waits for it.
 */
export async function loadAppConfig(fetchImpl: typeof fetch = fetch): Promise<AppConfig> {
  const stored = readStored(STORAGE_KEY, appConfigSchema);
  if (stored) {
    current = stored;
    fetchAppConfig(fetchImpl).then(
      (fresh) => {
        current = fresh;
      },
      () => {
        // Offline or a bad deployment file: the last good copy stays.
      },
    );
    return current;
  }
  current = await fetchAppConfig(fetchImpl);
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
