import { withPortalDb } from '../db/db';
import { useLivePortalQuery } from '../db/useLivePortalQuery';

// The wall display's count, in its chunk; useOutboxStatus.ts is the title bar's (first screen).

/**
 * Every record waiting on this device, whoever queued it (a wall display has no user of its own):
 * zero means nothing would be interrupted by a reload. Undefined until counted.
 */
export function useQueueDepth(): number | undefined {
  return useLivePortalQuery(
    () =>
      withPortalDb(
        (db) => db.outbox.count(),
        () => 0,
      ),
    [],
  );
}
