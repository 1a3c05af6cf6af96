import { useEffect, useRef } from 'react';
import { HEARTBEAT_INTERVAL_MS, type Heartbeat } from '../../../contracts/displays';
import { sendHeartbeat } from '../data';
import { useInterval } from './useInterval';

/**
 * Reports the display to the server once it `reports` (its definition is known), then every
 * minute, as soon as it is back online and when its wake lock changes.
 * Not queued and not retried: a missed heartbeat is what tells the admin the display is stale.
 */
export function useHeartbeat(displayId: number, reports: boolean, heartbeat: Heartbeat): void {
  const latest = useRef({ reports, heartbeat });
  useEffect(() => {
    latest.current = { reports, heartbeat };
  });
  const send = () => {
    const { reports, heartbeat } = latest.current;
    if (!reports || !heartbeat.online) return;
    sendHeartbeat(displayId, heartbeat).catch(() => {
      // The network monitor hears about lost connections; the next beat tries again.
    });
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: send reads the latest values through a ref
  useEffect(send, [displayId, reports, heartbeat.online, heartbeat.wakeLock]);
  useInterval(send, HEARTBEAT_INTERVAL_MS);
}
