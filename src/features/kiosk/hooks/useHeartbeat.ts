import { useEffect, useRef } from 'react';
import { HEARTBEAT_INTERVAL_MS, type Heartbeat } from '../../../contracts/displays';
import { sendHeartbeat } from '../data';
import { useInterval } from './useInterval';

/**
 * How long a beat that a change asks for waits for the changes that come with it: a display's
 * start (its definition known, then its wake lock taken a moment later, the connection confirmed)
 * sent a beat for each, two or three in the same second (walkthrough 27, D5). One beat goes, with
 * the state they settled on.
 */
export const HEARTBEAT_SETTLE_MS = 1_000;

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
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: send reads the latest values through a ref
  useEffect(() => {
    if (!reports || !heartbeat.online || pending.current !== undefined) return;
    // Not restarted by a later change: a flapping lock or connection cannot hold the beat off.
    pending.current = setTimeout(() => {
      pending.current = undefined;
      send();
    }, HEARTBEAT_SETTLE_MS);
  }, [displayId, reports, heartbeat.online, heartbeat.wakeLock]);
  useEffect(
    () => () => {
      clearTimeout(pending.current);
      pending.current = undefined;
    },
    [],
  );
  useInterval(send, HEARTBEAT_INTERVAL_MS);
}
