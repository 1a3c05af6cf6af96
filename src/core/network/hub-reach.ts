import { NetworkStatus } from './model/network-state';
import type { NetworkMonitor } from './network-monitor';

/**
 * What a hub's connection tells the network banner, which otherwise learns of the server only from
 * its own checks and from failed requests (walkthrough 28, D2: a stopped server showed 'Synced' for
 * up to a minute, and one back again 'Disconnected' as long, a queued star waiting with it). A
 * connection lost: the server is checked now (once at a time, `reportUnreachable`). A connection
 * made while the banner says disconnected: checked now, not at the next re-probe, which backs off
 * to a minute; the check's answer decides, and the outbox replays on 'connected'. In the hubs'
 * chunk, off the first screen.
 */
export function followHubReach(
  reached: boolean,
  monitor: Pick<NetworkMonitor, 'probeNow' | 'reportUnreachable'>,
  status: NetworkStatus,
  browserOnline: boolean,
): void {
  if (!reached) monitor.reportUnreachable();
  else if (browserOnline && status === NetworkStatus.disconnected) void monitor.probeNow();
}
