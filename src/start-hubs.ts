import { startUsageHub } from './core/realtime/start-usage-hub';
import { startReleasePushWatch } from './features/release-notes/start-release-push';
import { registerKeptPreferencesSender } from './features/settings/preference-outbox';

/**
 * The realtime hubs (S1 §4, §7), loaded by main.tsx once the first screen is up and the browser is
 * idle, and connected then: their code (the managed hub, the usage sender, the release push watch,
 * about 2 KB gzip) and SignalR's are no part of the first screen (docs/performance.md).
 * Usage records queued before they load wait in the outbox: a kind without a sender waits, and
 * registering the usage hub's sender replays them.
 */
export function startHubs(): void {
  // The outbox's transport for the usage records that startUsageLogging queues.
  startUsageHub();
  startReleasePushWatch();
  // Preference changes kept as a session ended wait in the outbox for their user's next sign-in;
  // their sender comes here, off the first screen, and its registration replays them.
  registerKeptPreferencesSender();
}
