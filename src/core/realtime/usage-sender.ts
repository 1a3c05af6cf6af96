import type { AppConfig } from '../../contracts/config';
import {
  INVALID_USAGE_RECORD,
  MAX_USAGE_BATCH,
  SAVE_APP_LOGS,
  type SaveAppLogsOptions,
  type UsageLogBatchSaved,
  usageLogBatchSavedSchema,
} from '../../contracts/usage';
import { USAGE_BATCH_BYTES, USAGE_RECORD_MAX_BYTES } from '../../contracts/usage-hub-limits';
import { SAVE_APP_LOG } from '../../contracts/usage-hub-method';
import { ApiError, CONTRACT_MESSAGE } from '../api/api-error';
import { RecordRejectedError } from '../outbox/model/send-failures';
import type { OutboxRecord } from '../outbox/outbox-store';
import type { BatchDelivery, BatchSender } from '../outbox/senders';
import { HubNotConnectedError, type ManagedHub } from './managed-hub';

/**
 * What the outbox should make of a failed `SaveAppLogs` (or a refused entry of it): the server's 'Invalid usage record: …'
 * means the record itself is wrong (set it aside: a RecordRejectedError); anything else (not
 * connected, connection lost mid-call, a server fault) is left as it is, which the outbox retries.
 */
export function outboxErrorForHubFailure(error: unknown): unknown {
  if (error instanceof Error && error.message.startsWith(INVALID_USAGE_RECORD)) {
    return new RecordRejectedError(error.message);
  }
  return error;
}

/** What the outbox makes of one entry of `SaveAppLogs`' answer for `record`. */
function failureOf(record: OutboxRecord<'usage'>, entry: UsageLogBatchSaved[number] | undefined): unknown {
  // An answer about another record says nothing about this one: set aside, with the reason.
  if (!entry || entry.id !== record.id) return new ApiError('contract', CONTRACT_MESSAGE);
  return 'error' in entry ? outboxErrorForHubFailure(new Error(entry.error)) : undefined;
}

/**
 * The outbox's delivery of 'usage' records: `SaveAppLogs([{ id, record }, …])` over the usage hub,
 * up to MAX_USAGE_BATCH records per round trip, each with its outbox record id as the idempotency
 * key (a record re-sent after a lost answer or a dropped connection is stored once). The server
 * stores them in the order sent, and refuses a call following a failed one, so the outbox's order
 * holds with two calls in flight.
 */
type UsageHub = Pick<ManagedHub, 'invoke' | 'userId' | 'isConnected'>;

/** The hub follows the session; records of another user wait for that user's connection. */
function checkUser(hub: UsageHub, records: OutboxRecord<'usage'>[]): void {
  if (records.some((record) => record.userId !== hub.userId))
    throw new HubNotConnectedError('The usage hub is connected for another user.');
}

export function usageDelivery(hub: UsageHub): BatchDelivery<'usage'> {
  const send: BatchSender<'usage'> = async (records, options) => {
    checkUser(hub, records);
    let answer: unknown;
    try {
      const envelopes = records.map((record) => ({ id: record.id, record: record.payload }));
      // The first call of a lane goes on its own; the next ones follow it (SaveAppLogsOptions).
      const saveOptions: SaveAppLogsOptions = { followsPrevious: options.followsPrevious };
      answer = await hub.invoke(SAVE_APP_LOGS, envelopes, saveOptions);
    } catch (error) {
      throw outboxErrorForHubFailure(error);
    }
    const saved = usageLogBatchSavedSchema.safeParse(answer);
    // The hub completed the call without an error (the analogue of a 2xx): the server has the
    // records even if its answer cannot be read; sending them again would change nothing.
    if (!saved.success) {
      console.warn(`Usage hub: ${records.length} records saved with an unreadable answer`, answer);
      return records.map(() => undefined);
    }
    return records.map((record, index) => failureOf(record, saved.data[index]));
  };
  // Two calls in flight: the next batch is on its way while the server stores the one before; the
  // hub refuses a call that follows a failed one, so the order holds (contracts/usage.ts).
  // Until the hub connects, the lane waits untouched (its connection replays, start-usage-hub.ts):
  // at the app's start the records are neither read nor marked failed.
  // A call's records fit the hub's message (USAGE_BATCH_BYTES), which closes the connection on a
  // larger one, and a record too large by itself is never sent: the same call went again and again.
  return {
    send,
    maxRecords: MAX_USAGE_BATCH,
    maxBytes: USAGE_BATCH_BYTES,
    maxRecordBytes: USAGE_RECORD_MAX_BYTES,
    inFlight: 2,
    ready: () => hub.isConnected(),
  };
}

/**
 * The outbox's delivery of 'usage' records as S1 §7 writes the usage hub (the company API,
 * `usageHubProtocol: 'record'` in app-config.json): `SaveAppLog(record)`, the bare record, one
 * per call and one call in flight, so the records arrive in the outbox's order. A completion
 * without an error is delivered, whatever it answers; 'Invalid usage record: …' sets the record
 * aside; any other error is retried. There is no idempotency key in this form: a record whose
 * answer was lost (the connection dropped after the server stored it) is sent again and may be
 * stored twice. At least once, never lost.
 */
export function usageRecordDelivery(hub: UsageHub): BatchDelivery<'usage'> {
  const send: BatchSender<'usage'> = async (records) => {
    checkUser(hub, records);
    // maxRecords is 1, so the outbox gives one record; the contract allows more, sent in turn.
    const failures: unknown[] = [];
    for (const record of records) {
      try {
        await hub.invoke(SAVE_APP_LOG, record.payload);
        failures.push(undefined);
      } catch (error) {
        failures.push(outboxErrorForHubFailure(error));
        // The records behind a failure wait (retried): storing them would overtake it.
        const notSent = new Error('Not sent: a usage record before it was not delivered.');
        return failures.concat(records.slice(failures.length).map(() => notSent));
      }
    }
    return failures;
  };
  return {
    send,
    maxRecords: 1,
    maxRecordBytes: USAGE_RECORD_MAX_BYTES,
    inFlight: 1,
    ready: () => hub.isConnected(),
  };
}

/** The delivery for the deployment's usage hub form (app-config.json's `usageHubProtocol`). */
export function usageDeliveryFor(
  protocol: AppConfig['usageHubProtocol'],
  hub: UsageHub,
): BatchDelivery<'usage'> {
  return protocol === 'record' ? usageRecordDelivery(hub) : usageDelivery(hub);
}
