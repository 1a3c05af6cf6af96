import { INVALID_USAGE_RECORD, SAVE_APP_LOG, usageLogSavedSchema } from '../../contracts/usage';
import { ApiError, CONTRACT_MESSAGE } from '../api/api-error';
import { RecordRejectedError } from '../outbox/model/classify-failure';
import type { Sender } from '../outbox/senders';
import { HubNotConnectedError, type UsageHub } from './usage-hub';

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
export function usageSender(hub: Pick<UsageHub, 'invoke' | 'userId'>): Sender<'usage'> {
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
    // As for an unreadable HTTP answer: sending again would get the same answer.
    if (!saved.success || saved.data.id !== record.id) throw new ApiError('contract', CONTRACT_MESSAGE);
  };
}
