import { USAGE_HUB_PATH } from '../../contracts/usage';
import { replayOutbox } from '../outbox/replay-on-demand';
import { registerBatchSender } from '../outbox/senders';
import type { ManagedHub } from './managed-hub';
import { startSessionHub } from './session-hub';
import { usageDelivery } from './usage-sender';

let running: ManagedHub | undefined;

/**
 * Boot, once (after the app configuration loaded): the usage hub follows the session
 * (`startSessionHub`), the outbox sends 'usage' records through it, and every (re)connection
 * flushes what waited (several hundred records per round trip).
 */
export function startUsageHub(): ManagedHub {
  if (running) return running;
  const hub = startSessionHub({ path: USAGE_HUB_PATH, name: 'Usage hub' });
  running = hub;
  registerBatchSender('usage', usageDelivery(hub));
  hub.onConnected(() => void replayOutbox({ force: true }));
  return hub;
}
