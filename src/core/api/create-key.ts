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

/**
 * Nothing was kept for the key: the server refused the call (a 4xx), or it never applied it (the
 * session expired, so the call was never sent or met a 401; the call was dropped while signing out).
 */
const notApplied = (error: unknown): boolean =>
  isApiError(error) &&
  ((error.kind === 'http' && error.status !== undefined && error.status < 500) ||
    error.kind === 'sessionExpired' ||
    error.kind === 'dropped');

/** JSON with every object's keys sorted: a body read back from storage compares as the one sent. */
const canonicalJson = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );

/**
 * What a draft kept through an expired session keeps of its create (core/unsaved-work/kept-drafts.ts):
 * its key, and the body a Save sent whose outcome is unknown (`sent`: the record may exist).
 */
export interface KeptCreate<Body> {
  key: string;
  sent?: Body;
}

/**
 * One unsaved draft's create: its key, and the body its first Save sent. The first Save's answer
 * may have been lost after the server made the record; the server answers the same key sent with
 * another body 422 (docs/api.md#idempotency), so every Save sends the create with that first body
 * (the repeat gets the record it made) and `save` sends a change after it as an update
 * (walkthrough 7, defect 2). Made again from what a kept draft kept (`kept`), it goes on as before
 * the sign-out: a Save whose answer was lost then still makes no second record.
 */
export class DraftCreate<Body> {
  readonly key: string;
  #first: { body: Body; json: string } | undefined;

  constructor(kept?: KeptCreate<Body>) {
    this.key = kept?.key ?? newCreateKey();
    if (kept?.sent !== undefined) this.#first = { body: kept.sent, json: canonicalJson(kept.sent) };
  }

  /** A Save of it was sent and its outcome is unknown: the record may exist already. */
  get mayExist(): boolean {
    return this.#first !== undefined;
  }

  /** What a kept draft keeps of it (kept-drafts.ts): `new DraftCreate(kept)` goes on from there. */
  kept(): KeptCreate<Body> {
    return this.#first ? { key: this.key, sent: this.#first.body } : { key: this.key };
  }

  /**
   * Sends the draft's first body through `create` under the draft's key; when `body` differs from
   * it, `update` then sends `body` as a change of the record made (`first`: the body it was made
   * from). A first Save that never reached the server costs one needless update. A first Save the
   * server did not apply (a 4xx, an expired session: nothing kept for the key) is forgotten: the
   * next one creates with its own body. A later Save refused so is not: the first may have been applied.
   */
  async save<Result>(
    body: Body,
    create: (first: Body, key: { headers?: Record<string, string> }) => Promise<Result>,
    update: (created: Result, first: Body) => Promise<Result>,
  ): Promise<Result> {
    const json = canonicalJson(body);
    const isFirst = this.#first === undefined;
    this.#first ??= { body, json };
    const first = this.#first;
    let created: Result;
    try {
      created = await create(first.body, createKeyOption(this.key));
    } catch (error) {
      if (isFirst && notApplied(error)) this.#first = undefined;
      throw error;
    }
    return first.json === json ? created : update(created, first.body);
  }
}
