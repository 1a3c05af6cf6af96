import { watchPortalQuery, withPortalDb } from '../db/db';
import type { OutboxKind } from './model/outbox-kinds';
import { whenRefused } from './model/refusal-policy';

/**
 * The kinds that are the user's own changes (a star, a dismissal, a finished tutorial): the ones a
 * refusal sets aside for the user. Not the app's own bookkeeping (a visit's usage record, an error
 * report), which the user never made and would not call a change (refusal-policy.ts).
 */
export const userChangeKinds = (Object.keys(whenRefused) as OutboxKind[]).filter(
  (kind) => whenRefused[kind] === 'setAside',
);

/**
 * How many of the user's own changes wait to reach the server: what Sign Out says stays behind on
 * this device (walkthrough 18, D3). Not waiting for records still being stored (`whenQueued`): a
 * star is in IndexedDB long before its user has opened Settings and chosen Sign Out.
 */
export async function pendingChangesOf(userId: number): Promise<number> {
  return withPortalDb(
    async ({ outbox }) => {
      const counts = await Promise.all(userChangeKinds.map((kind) => outbox.where({ userId, kind }).count()));
      return counts.reduce((sum, count) => sum + count, 0);
    },
    () => 0,
  );
}

/**
 * The same count, live: `onCount` hears it now and after every change to the user's queue, in
 * this tab or another. The sign-in page after an expiry follows it (walkthrough 18): read once,
 * a star still on its way into IndexedDB as the session ended left the page saying nothing of it
 * for good. A failed read keeps the count last heard (and Dexie then stops following: the page
 * says nothing more, as before). Returns the stop.
 */
export function followPendingChangesOf(userId: number, onCount: (count: number) => void): () => void {
  return watchPortalQuery(() => pendingChangesOf(userId), { next: onCount, error: () => undefined });
}
