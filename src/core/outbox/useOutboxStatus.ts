import { sessionAtom } from '../auth/session-state';
import { withPortalDb } from '../db/db';
import { useLivePortalQuery } from '../db/useLivePortalQuery';
import { appStore, useAtomValue } from '../state/jotai';
import { recordsArrivingAtom } from './outbox';
import { queueSummary, readLastSync } from './outbox-store';

export interface OutboxStatus {
  /** Records waiting to reach the server. */
  pending: number;
  /** Records the server rejected, kept for the user to see. */
  deadLetters: number;
  /** Epoch ms of the last record the server accepted. */
  lastSyncAt: number | undefined;
  /** Why the queue waits: the last failure of a lane's first record, if it failed. */
  lastError: string | null;
  /** Epoch ms until which the server asked every lane to wait (Retry-After), if it did. */
  heldUntil?: number;
}

const NOTHING: OutboxStatus = { pending: 0, deadLetters: 0, lastSyncAt: undefined, lastError: null };

/**
 * The signed-in user's queue, live (this tab's and other tabs' changes). Undefined until the
 * first read answers: an empty default would claim 'Synced' over records still waiting. A record
 * handed to the outbox counts at once, while it is still on its way into IndexedDB.
 */
export function useOutboxStatus(): OutboxStatus | undefined {
  const userId = useAtomValue(sessionAtom)?.user.id;
  const arrivals = useAtomValue(recordsArrivingAtom);
  const live = useLivePortalQuery(async () => {
    if (userId === undefined) return { ...NOTHING, handedOverAtRead: 0 };
    const [queue, deadLetters, lastSyncAt] = await Promise.all([
      queueSummary(userId),
      withPortalDb(
        (db) => db.deadLetters.where('userId').equals(userId).count(),
        () => 0,
      ),
      readLastSync(userId),
    ]);
    // Read after the store answered: a record stored meanwhile is no longer arriving, and the
    // store counts it (a commit during the read runs the query again). Not read again when a
    // record arrives (the render adds it): a query started anew per arrival left the status
    // without the queue's last error under a paused clock (offline.spec.ts).
    const { arriving, handedOver } = appStore.get(recordsArrivingAtom);
    const stillArriving = arriving.filter((user) => user === userId).length;
    return {
      ...queue,
      pending: queue.pending + stillArriving,
      deadLetters,
      lastSyncAt,
      handedOverAtRead: handedOver[userId] ?? 0,
    };
  }, [userId]);
  if (!live) return undefined;
  const { handedOverAtRead, ...status } = live;
  // Records handed over since that read show in the same render, without reading the store again
  // (a stored one makes the store answer anew by itself); one the read counted as arriving and
  // that was then refused leaves the count too (the difference is negative then).
  const handedOverSince = userId === undefined ? 0 : (arrivals.handedOver[userId] ?? 0) - handedOverAtRead;
  return { ...status, pending: Math.max(0, status.pending + handedOverSince) };
}
