import { Headers } from '../../contracts/headers';
import { newRecordId } from '../outbox/record-id';

/*
 * Creating writes sent straight to the API (help topics, help items, tutorials, release notes)
 * carry their draft's key as the Idempotency-Key, the mechanism the outbox replays use
 * (docs/api.md#idempotency): the server applies a key once and answers a repeat with the first
 * answer. The key belongs to the unsaved draft (made with it, kept for every Save of it), so a Save
 * pressed again after a lost answer gets the first save's result instead of a second copy.
 */

/** A fresh key for a new draft (a uuid, as an outbox record's id). */
export const newCreateKey = (): string => newRecordId();

/** The call options sending `key` as the Idempotency-Key (none without a key). */
export const createKeyOption = (key: string | undefined): { headers?: Record<string, string> } =>
  key === undefined ? {} : { headers: { [Headers.idempotencyKey]: key } };
