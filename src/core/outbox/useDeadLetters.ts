import { sessionAtom } from '../auth/session-state';
import type { DeadLetterRow } from '../db/rows';
import { useLivePortalQuery } from '../db/useLivePortalQuery';
import { useAtomValue } from '../state/jotai';
import { deadLettersOf } from './outbox-store';

// The sync status panel's list, loaded with it; useOutboxStatus.ts is the title bar's (first
// screen), and a first-screen module carries all its exports in the entry chunk.

/** The signed-in user's rejected records, oldest first, each with its reason. */
export function useDeadLetters(): DeadLetterRow[] {
  const userId = useAtomValue(sessionAtom)?.user.id;
  return useLivePortalQuery(async () => (userId === undefined ? [] : deadLettersOf(userId)), [userId]) ?? [];
}
