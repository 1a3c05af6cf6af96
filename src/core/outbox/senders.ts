import type { OutboxKind } from './model/outbox-kinds';
import type { OutboxRecord } from './outbox-store';

/**
 * Delivers one record. It must send `record.id` as the Idempotency-Key (HTTP: the header named in
 * contracts/headers.ts; the usage hub: alongside the record), resolve once the server has it, and
 * throw otherwise: an ApiError from the request layer, a RecordRejectedError when a non-HTTP
 * server refused the record as invalid, anything else to be retried.
 */
export type Sender<K extends OutboxKind> = (record: OutboxRecord<K>) => Promise<void>;

/**
 * Delivers several records of one kind in one call (one round trip), in the order given. Resolves
 * with one entry per record: `undefined` when the server has it, otherwise why not (classified as a
 * Sender's throw would be). Rejects when the call as a whole failed: every record failed with it.
 * A record answered `undefined` must be stored at the server, and only after the records before it
 * (the outbox keeps each kind in order). `followsPrevious`: the call continues the lane's previous
 * call, which may still be in flight; the transport must not store it if that one failed.
 */
export type BatchSender<K extends OutboxKind> = (
  records: OutboxRecord<K>[],
  options: { followsPrevious: boolean },
) => Promise<unknown[]>;

export interface BatchDelivery<K extends OutboxKind> {
  send: BatchSender<K>;
  /** The most records one call may carry. */
  maxRecords: number;
  /**
   * The most bytes of records (their payloads as JSON, `jsonBytes`) one call may carry: a call
   * ends before the record that would pass it (a transport closing the connection on a message
   * too large had the same call sent again and again). Missing: no limit.
   */
  maxBytes?: number;
  /** A record over this many bytes is never sent: refused (`tooLargeReason`). Missing: no limit. */
  maxRecordBytes?: number;
  /**
   * How many calls of a lane may be in flight at once (default 1). More than one only for a
   * transport that refuses a call following a failed one (`followsPrevious`): otherwise a failed
   * call could be overtaken by the next, and the kind's order lost.
   */
  inFlight?: number;
  /**
   * False while the transport cannot carry a call (the usage hub not connected yet): the lane
   * waits without reading its records or marking them failed; the transport's connection asks for
   * a replay. Missing: always ready.
   */
  ready?: () => boolean;
}

const senders = new Map<OutboxKind, Sender<OutboxKind>>();
const batchSenders = new Map<OutboxKind, BatchDelivery<OutboxKind>>();
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

/**
 * Who delivers records of `kind` several at a time; the outbox prefers it to a one-record sender.
 * Returns the unregister function.
 */
export function registerBatchSender<K extends OutboxKind>(kind: K, delivery: BatchDelivery<K>): () => void {
  const registered = delivery as unknown as BatchDelivery<OutboxKind>;
  batchSenders.set(kind, registered);
  for (const listener of registrationListeners) listener();
  return () => {
    if (batchSenders.get(kind) === registered) batchSenders.delete(kind);
  };
}

export function senderFor(kind: OutboxKind): Sender<OutboxKind> | undefined {
  return senders.get(kind);
}

export function batchSenderFor(kind: OutboxKind): BatchDelivery<OutboxKind> | undefined {
  return batchSenders.get(kind);
}

export function onSenderRegistered(listener: () => void): () => void {
  registrationListeners.add(listener);
  return () => registrationListeners.delete(listener);
}
