import type { FastifyRequest } from 'fastify';
import { Headers } from '../../contracts/headers';
import type { Db } from '../db/database';
import { badRequest } from './http-error';
import { headerValue } from './request-body';

/** Longer keys are refused: a client uuid is 36 characters. */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;

interface AppliedOnce {
  db: Db;
  request: FastifyRequest;
  userId: number;
  /** Which write the key belongs to ('favorites'): the same key on another write is another key. */
  kind: string;
  now: number;
}

/**
 * Applies a write at most once per `Idempotency-Key` (per user and kind): the first request with
 * the key runs `apply` and its answer is kept; a repeat gets that answer again without applying
 * anything (an outbox replay after a lost answer must not re-apply an older state). Without the
 * header `apply` just runs. A failing `apply` keeps nothing, so the key stays usable.
 */
export function applyOnce<T>({ db, request, userId, kind, now }: AppliedOnce, apply: () => T): T {
  const key = headerValue(request, Headers.idempotencyKey)?.trim();
  if (!key) return apply();
  if (key.length > IDEMPOTENCY_KEY_MAX_LENGTH) {
    throw badRequest(
      `The ${Headers.idempotencyKey} header is longer than ${IDEMPOTENCY_KEY_MAX_LENGTH} characters.`,
    );
  }
  // One transaction: two requests with the same key cannot both apply (SQLite runs them in turn).
  return db.transaction(() => {
    const applied = db
      .prepare<[number, string, string], { result_json: string }>(
        'SELECT result_json FROM applied_requests WHERE user_id = ? AND kind = ? AND idempotency_key = ?',
      )
      .get(userId, kind, key);
    if (applied) return JSON.parse(applied.result_json) as T;
    const result = apply();
    db.prepare(
      'INSERT INTO applied_requests (user_id, kind, idempotency_key, result_json, applied_at) VALUES (?, ?, ?, ?, ?)',
    ).run(userId, kind, key, JSON.stringify(result), now);
    return result;
  })();
}
