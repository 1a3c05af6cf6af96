import { ApiError } from '../api/api-error';
import { getSession } from '../auth/session-state';
import { isOnline } from '../network/network-monitor';
import { type OutboxKind, type OutboxPayload, outboxKinds } from './model/outbox-kinds';
import { addRecord, type OutboxRecord } from './outbox-store';
import { replay } from './replay';

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
  const record = await addRecord(kind, checked.data as OutboxPayload<K>, userId, Date.now());
  if (isOnline()) void replay();
  return record as OutboxRecord<K>;
}
