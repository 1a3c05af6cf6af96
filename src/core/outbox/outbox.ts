import { ApiError } from '../api/api-error';
import { getSession } from '../auth/session-state';
import { isOnline } from '../network/network-monitor';
import { type OutboxKind, type OutboxPayload, outboxKinds } from './model/outbox-kinds';
import { addRecord, type OutboxRecord } from './outbox-store';
import { replayOutbox } from './replay-on-demand';
import { storeInOrder } from './storage-full';

/** Records on their way into IndexedDB: a page that unloads before they commit loses them. */
const storing = new Set<Promise<unknown>>();

/**
 * Resolves once every record handed to `enqueue` so far is stored (or failed to be). A full page
 * load (`leaveForPage`) waits for it: the browser aborts an IndexedDB write still running when the
 * page unloads, and a visit's usage record is queued just before the user may leave.
 */
export async function whenQueued(): Promise<void> {
  await Promise.allSettled([...storing]);
}

/** Leaves for `href` with a full page load, after the outbox has stored what it was given. */
export async function leaveForPage(href: string): Promise<void> {
  await whenQueued();
  window.location.assign(href);
}

/**
 * Queues a write for the signed-in user: stored in IndexedDB with a new client id at once (it
 * survives reloads and browser restarts) and sent now when online, else when the connection
 * returns. Resolves with the stored record once it is safely queued, not once it is sent.
 */
export async function enqueue<K extends OutboxKind>(
  kind: K,
  payload: OutboxPayload<K>,
): Promise<OutboxRecord<K>> {
  const userId = getSession()?.user.id;
  if (userId === undefined) throw new ApiError('dropped', 'Nobody is signed in.');
  const checked = outboxKinds[kind].schema.safeParse(payload);
  if (!checked.success) throw new ApiError('contract', checked.error.issues[0]?.message ?? 'Invalid record.');
  // A full device holds the record (and the ones behind it) in this tab until it fits: never lost.
  const adding = storeInOrder(() => addRecord(kind, checked.data as OutboxPayload<K>, userId, Date.now()));
  storing.add(adding);
  const record = await adding.finally(() => storing.delete(adding));
  if (isOnline()) void replayOutbox();
  return record as OutboxRecord<K>;
}
