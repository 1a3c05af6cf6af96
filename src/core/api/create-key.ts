import { Headers } from '../../contracts/headers';
import { newRecordId } from '../outbox/record-id';
import { isApiError } from './api-error';

/*
 * Creating writes sent straight to the API (help topics, help items, tutorials, release notes)
 * carry their draft's key as the Idempotency-Key, the mechanism the outbox replays use
 * (docs/api.md#idempotency): the server applies a key once and answers a repeat with the first
 * answer. The key belongs to the unsaved draft (made with it, kept for every Save of it), so a Save
 * pressed again after a lost answer gets the first save's result instead of a second copy. A
 * help-agent chat message is sent the same way (its `sendId`): Send again asks the agent once.
 */

/** A fresh key for a new draft (a uuid, as an outbox record's id). */
export const newCreateKey = (): string => newRecordId();

/** The call options sending `key` as the Idempotency-Key (none without a key). */
export const createKeyOption = (key: string | undefined): { headers?: Record<string, string> } =>
  key === undefined ? {} : { headers: { [Headers.idempotencyKey]: key } };

/** A refusal (4xx): the server applied nothing and kept nothing for the key. */
const refused = (error: unknown): boolean =>
  isApiError(error) && error.kind === 'http' && error.status !== undefined && error.status < 500;

/**
 * One unsaved draft's create: its key, and the body its first Save sent. The first Save's answer
 * may have been lost after the server made the record; the server answers the same key sent with
 * another body 422 (docs/api.md#idempotency), so every Save sends the create with that first body
 * (the repeat gets the record it made) and `save` sends a change after it as an update
 * (walkthrough 7, defect 2).
 */
export class DraftCreate<Body> {
  readonly key = newCreateKey();
  #first: { body: Body; json: string } | undefined;

  /**
   * Sends the draft's first body through `create` under the draft's key; when `body` differs from
   * it, `update` then sends `body` as a change of the record made (`first`: the body it was made
   * from). A first Save that never reached the server costs one needless update. A first Save the
   * server refused (a 4xx: nothing kept for the key) is forgotten: the next one creates with its own body.
   */
  async save<Result>(
    body: Body,
    create: (first: Body, key: { headers?: Record<string, string> }) => Promise<Result>,
    update: (created: Result, first: Body) => Promise<Result>,
  ): Promise<Result> {
    const json = JSON.stringify(body);
    this.#first ??= { body, json };
    const first = this.#first;
    let created: Result;
    try {
      created = await create(first.body, createKeyOption(this.key));
    } catch (error) {
      if (refused(error)) this.#first = undefined;
      throw error;
    }
    return first.json === json ? created : update(created, first.body);
  }
}
