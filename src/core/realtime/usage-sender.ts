import { INVALID_USAGE_RECORD, SAVE_APP_LOG, usageLogSavedSchema } from '../../contracts/usage';
import { ApiError, CONTRACT_MESSAGE } from '../api/api-error';
import { RecordRejectedError } from '../outbox/model/classify-failure';
import type { Sender } from '../outbox/senders';
import { HubNotConnectedError, type ManagedHub } from './managed-hub';

/**
 * What the outbox should make of a failed `SaveAppLog`: the server's 'Invalid usage record: …'
 * means the record itself is wrong (set it aside: a RecordRejectedError); anything else (not
 * connected, connection lost mid-call, a server fault) is left as it is, which the outbox retries.
 */
export function outboxErrorForHubFailure(error: unknown): unknown {
  if (error instanceof Error && error.message.startsWith(INVALID_USAGE_RECORD)) {
    return new RecordRejectedError(error.message);
  }
  return error;
}

/**
 * The outbox sender of 'usage' records: `SaveAppLog({ id, record })` over the usage hub, with the
 * outbox record id as the idempotency key (a record re-sent after a lost answer is stored once).
 */
export function usageSender(hub: Pick<ManagedHub, 'invoke' | 'userId'>): Sender<'usage'> {
  return async (record) => {
    // The hub follows the session; a record of another user waits for that user's connection.
    if (hub.userId !== record.userId)
      throw new HubNotConnectedError('The usage hub is connected for another user.');
    let answer: unknown;
    try {
      answer = await hub.invoke(SAVE_APP_LOG, { id: record.id, record: record.payload });
    } catch (error) {
      throw outboxErrorForHubFailure(error);
    }
    const saved = usageLogSavedSchema.safeParse(answer);
    // The hub completed the call without an error (the analogue of a 2xx): the server has the
    // record even if its answer cannot be read; sending it again would change nothing.
    if (!saved.success) {
      console.warn(`Usage hub: record ${record.id} saved with an unreadable answer`, answer);
      return;
    }
    // An answer about another record says nothing about this one: set aside, with the reason.
    if (saved.data.id !== record.id) throw new ApiError('contract', CONTRACT_MESSAGE);
  };
}
