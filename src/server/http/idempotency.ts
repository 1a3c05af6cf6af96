import type { FastifyRequest } from 'fastify';
import { Headers } from '../../contracts/headers';
import type { Db } from '../db/database';
import { badRequest } from './http-error';
import { headerLines } from './request-body';

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
 * The request's `Idempotency-Key`, or undefined without one; 400 when it is too long, or when the
 * header comes more than once with different values. The same value twice (a proxy that appends
 * the header, a client that sets it twice) is that one key: a replay must stay a replay, not
 * become the new key `a, a` that Node's joined header would make of it.
 */
function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const sent = [...new Set(headerLines(request, Headers.idempotencyKey).map((line) => line.trim()))];
  if (sent.length > 1) {
    throw badRequest(
      `Send one ${Headers.idempotencyKey}: this request carries ${sent.length} different ones.`,
    );
  }
  const key = sent[0];
  if (!key) return undefined;
  if (key.length > IDEMPOTENCY_KEY_MAX_LENGTH) {
    throw badRequest(
      `The ${Headers.idempotencyKey} header is longer than ${IDEMPOTENCY_KEY_MAX_LENGTH} characters.`,
    );
  }
  return key;
}

/** The answer kept for a key, wrapped so that a kept answer is told apart from none. */
function appliedAnswer<T>(db: Db, userId: number, kind: string, key: string): { answer: T } | undefined {
  const applied = db
    .prepare<[number, string, string], { result_json: string }>(
      'SELECT result_json FROM applied_requests WHERE user_id = ? AND kind = ? AND idempotency_key = ?',
    )
    .get(userId, kind, key);
  return applied && { answer: JSON.parse(applied.result_json) as T };
}

function keepAnswer(db: Db, userId: number, kind: string, key: string, answer: unknown, now: number): void {
  db.prepare(
    'INSERT INTO applied_requests (user_id, kind, idempotency_key, result_json, applied_at) VALUES (?, ?, ?, ?, ?)',
  ).run(userId, kind, key, JSON.stringify(answer), now);
}

/**
 * Applies a write at most once per `Idempotency-Key` (per user and kind): the first request with
 * the key runs `apply` and its answer is kept; a repeat gets that answer again without applying
 * anything (an outbox replay after a lost answer must not re-apply an older state). Without the
 * header `apply` just runs. A failing `apply` keeps nothing, so the key stays usable.
 */
export function applyOnce<T>({ db, request, userId, kind, now }: AppliedOnce, apply: () => T): T {
  const key = idempotencyKeyOf(request);
  if (!key) return apply();
  // One transaction: two requests with the same key cannot both apply (SQLite runs them in turn).
  return db.transaction(() => {
    const applied = appliedAnswer<T>(db, userId, kind, key);
    if (applied) return applied.answer;
    const answer = apply();
    keepAnswer(db, userId, kind, key, answer, now);
    return answer;
  })();
}

/**
 * The runs of `applyOnceAwaited` still waiting for their answer, per server (its db) and per user,
 * kind and key. A transaction cannot span an await, so this is what keeps a second request with
 * the same key from running `apply` while the first is still out.
 */
const runsInFlight = new WeakMap<Db, Map<string, Promise<unknown>>>();

/**
 * `applyOnce` for an `apply` that awaits (a help-agent chat message relayed to the agent): a kept
 * answer is answered again; a request arriving while the first with its key is still out shares
 * that run (one call to the agent, one answer); otherwise `apply` runs and its answer is kept. A
 * failing `apply` keeps nothing: the requests sharing it fail with it and the key stays usable.
 */
export function applyOnceAwaited<T>(
  { db, request, userId, kind, now }: AppliedOnce,
  apply: () => Promise<T>,
): Promise<T> {
  const key = idempotencyKeyOf(request);
  if (!key) return apply();
  const applied = appliedAnswer<T>(db, userId, kind, key);
  if (applied) return Promise.resolve(applied.answer);
  let runs = runsInFlight.get(db);
  if (!runs) {
    runs = new Map();
    runsInFlight.set(db, runs);
  }
  const runId = JSON.stringify([userId, kind, key]);
  const running = runs.get(runId);
  if (running) return running as Promise<T>;
  const inFlight = runs;
  const run = apply()
    .then((answer) => {
      keepAnswer(db, userId, kind, key, answer, now);
      return answer;
    })
    .finally(() => inFlight.delete(runId));
  inFlight.set(runId, run);
  return run;
}
