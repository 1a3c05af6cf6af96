import { getSession } from '../auth/session-state';
import { queuedCount } from './outbox-store';

type Replay = typeof import('./replay');
let replayModule: Promise<Replay> | undefined;

/**
 * `replay` (replay.ts), its machinery a chunk of its own: off the first screen (issue 15), loaded
 * by the first trigger that finds records of the signed-in user waiting, and kept from then on.
 * Until then a trigger costs one count. Like a replay, it never fails its caller: with IndexedDB
 * unreadable, or the chunk gone (a new release), the records stay and the next trigger tries again.
 */
export async function replayOutbox(options?: { force?: boolean }): Promise<void> {
  try {
    if (!replayModule) {
      const userId = getSession()?.user.id;
      if (userId === undefined || (await queuedCount(userId)) === 0) return;
      replayModule ??= import('./replay');
    }
    await (await replayModule).replay(options);
  } catch (error) {
    replayModule = undefined;
    console.error('Outbox: replay failed', error);
  }
}
