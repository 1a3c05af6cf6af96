import { USAGE_HUB_PATH } from '../../contracts/usage';
import { appConfig } from '../config/app-config';
import { replayOutbox } from '../outbox/replay-on-demand';
import { registerBatchSender } from '../outbox/senders';
import type { ManagedHub } from './managed-hub';
import { startSessionHub } from './session-hub';
import { usageDeliveryFor } from './usage-sender';

let running: ManagedHub | undefined;

/**
 * Boot, once (after the app configuration loaded): the usage hub follows the session
 * (`startSessionHub`), the outbox sends 'usage' records through it, and every (re)connection
 * flushes what waited (several hundred records per round trip, or one per call in the 'record'
 * form). The form is read from the configuration here, once: a changed file counts from the next start.
 */
export function startUsageHub(): ManagedHub {
  if (running) return running;
  const hub = startSessionHub({ path: USAGE_HUB_PATH, name: 'Usage hub' });
  running = hub;
  // The deployment says which form its hub takes (app-config.json's usageHubProtocol, docs/api.md):
  // the reference server's batches, or the bare records of S1 §7 (the company API).
  registerBatchSender('usage', usageDeliveryFor(appConfig().usageHubProtocol, hub));
  hub.onConnected(() => void replayOutbox({ force: true }));
  return hub;
}
