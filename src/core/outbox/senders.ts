import type { OutboxKind } from './model/outbox-kinds';
import type { OutboxRecord } from './outbox-store';

/**
 * Delivers one record. It must send `record.id` as the Idempotency-Key (HTTP: the header named in
 * contracts/headers.ts; the usage hub: alongside the record), resolve once the server has it, and
 * throw otherwise: an ApiError from the request layer, a RecordRejectedError when a non-HTTP
 * server refused the record as invalid, anything else to be retried.
 */
export type Sender<K extends OutboxKind> = (record: OutboxRecord<K>) => Promise<void>;

const senders = new Map<OutboxKind, Sender<OutboxKind>>();
const registrationListeners = new Set<() => void>();

/**
 * Who delivers records of `kind`. Records of a kind without a sender wait (the usage hub may load
 * later than the first navigation); registering one replays them. Returns the unregister function.
 */
export function registerSender<K extends OutboxKind>(kind: K, send: Sender<K>): () => void {
  senders.set(kind, send as Sender<OutboxKind>);
  for (const listener of registrationListeners) listener();
  return () => {
    if (senders.get(kind) === send) senders.delete(kind);
  };
}

export function senderFor(kind: OutboxKind): Sender<OutboxKind> | undefined {
  return senders.get(kind);
}

export function onSenderRegistered(listener: () => void): () => void {
  registrationListeners.add(listener);
  return () => registrationListeners.delete(listener);
}
