import { useEffect, useRef } from 'react';
import { HEARTBEAT_INTERVAL_MS, type Heartbeat } from '../../../contracts/displays';
import { sendHeartbeat } from '../data';
import { useInterval } from './useInterval';

/**
 * Reports the display to the server at start, every minute, as soon as it is back online and when
 * its wake lock changes.
 * Not queued and not retried: a missed heartbeat is what tells the admin the display is stale.
 */
export function useHeartbeat(displayId: number, heartbeat: Heartbeat): void {
  const latest = useRef(heartbeat);
  useEffect(() => {
    latest.current = heartbeat;
  });
  const send = () => {
    if (!latest.current.online) return;
    sendHeartbeat(displayId, latest.current).catch(() => {
      // The network monitor hears about lost connections; the next beat tries again.
    });
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: send reads the latest values through a ref
  useEffect(send, [displayId, heartbeat.online, heartbeat.wakeLock]);
  useInterval(send, HEARTBEAT_INTERVAL_MS);
}
