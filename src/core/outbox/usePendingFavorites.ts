import { useLiveQuery } from 'dexie-react-hooks';
import { favoritesSchema } from '../../contracts/shell';
import { sessionAtom } from '../auth/session-state';
import { useAtomValue } from '../state/jotai';
import { pendingRecords } from './outbox-store';

/**
 * The favorites the user saved that the server has not confirmed yet (the newest queued change),
 * or undefined when none is pending. Screens show `pending ?? menu.favorites`: the change shows at
 * once, survives a reload offline, and gives way to the server's list when it is sent (or, if the
 * server rejects it, to the server's list again, with the reason in the dead-letter list).
 */
export function usePendingFavorites(): number[] | undefined {
  const userId = useAtomValue(sessionAtom)?.user.id;
  return useLiveQuery(async () => {
    if (userId === undefined) return undefined;
    const queued = (await pendingRecords(userId)).filter((record) => record.kind === 'favorites').at(-1);
    const parsed = favoritesSchema.safeParse(queued?.payload);
    return parsed.success ? parsed.data.favorites : undefined;
  }, [userId]);
}
