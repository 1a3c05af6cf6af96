import { withPortalDb } from '../db/db';
import type { OutboxRow } from '../db/rows';
import { deadLetterRowSchema, readableRow } from '../db/rows';
import { isOnline } from '../network/network-monitor';
import { isOutboxKind, type OutboxPayload, outboxKinds } from './model/outbox-kinds';
import { addRecord } from './outbox-store';
import { replayOutbox } from './replay-on-demand';

/*
 * What the user does with a record the server refused (the sync status popover's buttons). Apart
 * from outbox-store.ts so that it loads with the popover, out of the launcher's first chunks. The
 * database through db.ts's door, never portal-db.ts imported: the popover is in the frame's parts
 * chunk, which a static import of the Dexie chunk would break for the page when that chunk failed
 * to load (walkthrough 25, F1; docs/performance.md, "The frame's parts in one chunk").
 */

/** The user has seen the rejected record and lets it go. */
export async function discardDeadLetter(seq: number): Promise<void> {
  // No rejected record is shown where IndexedDB is refused: nothing to discard there.
  await withPortalDb(
    (db) => db.deadLetters.delete(seq),
    () => undefined,
  );
}

/**
 * The user asks to send a rejected record again (after fixing what the reason said): it goes back
 * at the end of the queue as a new record, with a new id, and is sent at once when online, as a
 * new record is (it waited for the next trigger, 'Sync now' or a reconnection: walkthrough 11).
 */
export async function requeueDeadLetter(seq: number, now: number): Promise<OutboxRow | undefined> {
  const requeued = await withPortalDb(
    (db) =>
      db.transaction('rw', db.deadLetters, db.outbox, async () => {
        const letter = readableRow(deadLetterRowSchema, await db.deadLetters.get(seq));
        if (!letter) return undefined;
        const { kind, payload, userId } = letter.record;
        // A record this build cannot send stays in the list, with its reason.
        if (!isOutboxKind(kind) || !outboxKinds[kind].schema.safeParse(payload).success) return undefined;
        await db.deadLetters.delete(seq);
        return addRecord(kind, payload as OutboxPayload<typeof kind>, userId, now);
      }),
    () => undefined,
  );
  if (requeued && isOnline()) void replayOutbox();
  return requeued;
}
