import { useLiveQuery } from 'dexie-react-hooks';
import { sessionAtom } from '../auth/session-state';
import { portalDb } from '../db/db';
import type { DeadLetterRow } from '../db/rows';
import { useAtomValue } from '../state/jotai';
import { deadLettersOf, queueSummary, readLastSync } from './outbox-store';

export interface OutboxStatus {
  /** Records waiting to reach the server. */
  pending: number;
  /** Records the server rejected, kept for the user to see. */
  deadLetters: number;
  /** Epoch ms of the last record the server accepted. */
  lastSyncAt: number | undefined;
  /** Why the queue waits: the last failure of a lane's first record, if it failed. */
  lastError: string | null;
}

const NOTHING: OutboxStatus = { pending: 0, deadLetters: 0, lastSyncAt: undefined, lastError: null };

/**
 * The signed-in user's queue, live (this tab's and other tabs' changes). Undefined until the
 * first read answers: an empty default would claim 'Synced' over records still waiting.
 */
export function useOutboxStatus(): OutboxStatus | undefined {
  const userId = useAtomValue(sessionAtom)?.user.id;
  return useLiveQuery(async (): Promise<OutboxStatus> => {
    if (userId === undefined) return NOTHING;
    const [queue, deadLetters, lastSyncAt] = await Promise.all([
      queueSummary(userId),
      portalDb().deadLetters.where('userId').equals(userId).count(),
      readLastSync(userId),
    ]);
    return { ...queue, deadLetters, lastSyncAt };
  }, [userId]);
}

/** The signed-in user's rejected records, oldest first, each with its reason. */
export function useDeadLetters(): DeadLetterRow[] {
  const userId = useAtomValue(sessionAtom)?.user.id;
  return useLiveQuery(async () => (userId === undefined ? [] : deadLettersOf(userId)), [userId]) ?? [];
}

/**
 * Every record waiting on this device, whoever queued it (a wall display has no user of its own):
 * zero means nothing would be interrupted by a reload. Undefined until counted.
 */
export function useQueueDepth(): number | undefined {
  return useLiveQuery(() => portalDb().outbox.count(), []);
}
