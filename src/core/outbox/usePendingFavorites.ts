import { useLiveQuery } from 'dexie-react-hooks';
import { sessionAtom } from '../auth/session-state';
import { useAtomValue } from '../state/jotai';
import { latestPendingFavorites } from './outbox-store';

/**
 * The favorites the user saved that the server has not confirmed yet, or undefined when none is
 * pending (live, across tabs and reloads). `menuAtom` already shows them over the menu's list;
 * this is for a "not synced yet" hint next to the favorites.
 */
export function usePendingFavorites(): number[] | undefined {
  const userId = useAtomValue(sessionAtom)?.user.id;
  return useLiveQuery(
    async () => (userId === undefined ? undefined : latestPendingFavorites(userId)),
    [userId],
  );
}
