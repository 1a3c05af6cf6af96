import type { OutboxKind } from './model/outbox-kinds';
import type { OutboxRecord } from './outbox-store';
import { batchSenderFor, senderFor } from './senders';

/**
 * Where the browser refuses IndexedDB there is no queue (docs/offline.md, "Without IndexedDB"): a
 * record is sent at once by its kind's sender, with its id as the Idempotency-Key as always, and
 * a failure (offline, a refusal, a transport not connected yet) is the caller's, as a direct call's
 * would be. Nothing is retried later: nothing could hold it.
 */
export async function sendUnqueued<K extends OutboxKind>(record: OutboxRecord<K>): Promise<OutboxRecord<K>> {
  const { kind } = record;
  const send = senderFor(kind);
  const batch = batchSenderFor(kind);
  if (send) await send(record);
  else if (batch && (batch.ready?.() ?? true)) {
    const [failure] = await batch.send([record], { followsPrevious: false });
    if (failure !== undefined) throw failure instanceof Error ? failure : new Error(String(failure));
  } else throw new Error(`Nothing can send ${kind} records now, and this browser cannot keep them.`);
  return record;
}
