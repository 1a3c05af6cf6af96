import { Headers } from '../../contracts/headers';
import { newRecordId } from '../outbox/record-id';

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

/**
 * One unsaved draft's create: its key, and the body its first Save sent. The first Save's answer
 * may have been lost after the server made the record; a later Save under the same key is then
 * answered with that first record, so a draft changed in between would be lost. `save` sends the
 * change after it as an update (walkthrough 7, defect 2).
 */
export class DraftCreate<Body> {
  readonly key = newCreateKey();
  #first: { body: Body; json: string } | undefined;

  /**
   * Sends `body` through `create` under the draft's key. When an earlier Save of this draft sent
   * another body, the server answers the record made from that one (`first`): `update` then sends
   * `body` as a change of it. A first Save that never reached the server costs one needless update.
   */
  async save<Result>(
    body: Body,
    create: (key: { headers?: Record<string, string> }) => Promise<Result>,
    update: (created: Result, first: Body) => Promise<Result>,
  ): Promise<Result> {
    const json = JSON.stringify(body);
    this.#first ??= { body, json };
    const first = this.#first;
    const created = await create(createKeyOption(this.key));
    return first.json === json ? created : update(created, first.body);
  }
}
