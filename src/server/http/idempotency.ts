import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { Headers } from '../../contracts/headers';
import type { Db } from '../db/database';
import { badRequest, unprocessableContent } from './http-error';
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
  /**
   * What makes a repeat the same request, when not the whole of it (the default: its method,
   * route, path ids, query and body). A chat message names its conversation and text, not the
   * bearer token sent with it, which may be a fresh one on Send again.
   */
  sameRequest?: unknown;
}

/** The answer to a key sent again with another request: the first one's answer would be wrong. */
export const KEY_REUSED_MESSAGE = 'This Idempotency-Key was used for a different request.';

/** JSON with every object's keys sorted, so that the same data always reads the same. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

/** The SHA-256 of what a key is used for (`AppliedOnce.sameRequest`, or the request itself). */
function requestHash({ request, sameRequest }: AppliedOnce): string {
  const used =
    sameRequest !== undefined
      ? sameRequest
      : {
          method: request.method,
          route: request.routeOptions.url,
          params: request.params ?? {},
          query: request.query ?? {},
          body: request.body ?? null,
        };
  return createHash('sha256').update(canonicalJson(used)).digest('hex');
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

/**
 * The answer kept for a key, wrapped so that a kept answer is told apart from none; 422 when the
 * key was kept for another request (a client bug that would otherwise pass as a replay and apply
 * nothing). A key kept before requests were recorded (no hash) is answered as a replay.
 */
function appliedAnswer<T>(
  db: Db,
  userId: number,
  kind: string,
  key: string,
  hash: string,
): { answer: T } | undefined {
  const applied = db
    .prepare<[number, string, string], { result_json: string; request_hash: string | null }>(
      'SELECT result_json, request_hash FROM applied_requests WHERE user_id = ? AND kind = ? AND idempotency_key = ?',
    )
    .get(userId, kind, key);
  if (!applied) return undefined;
  if (applied.request_hash !== null && applied.request_hash !== hash)
    throw unprocessableContent(KEY_REUSED_MESSAGE);
  return { answer: JSON.parse(applied.result_json) as T };
}

interface KeptAnswer {
  userId: number;
  kind: string;
  key: string;
  hash: string;
  answer: unknown;
  now: number;
}

function keepAnswer(db: Db, { userId, kind, key, hash, answer, now }: KeptAnswer): void {
  db.prepare(
    'INSERT INTO applied_requests (user_id, kind, idempotency_key, request_hash, result_json, applied_at) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(userId, kind, key, hash, JSON.stringify(answer), now);
}

/**
 * Applies a write at most once per `Idempotency-Key` (per user and kind): the first request with
 * the key runs `apply` and its answer is kept with what the request was (`requestHash`); a repeat
 * of that request gets that answer again without applying anything (an outbox replay after a lost
 * answer must not re-apply an older state), another request with the key is refused (422).
 * Without the header `apply` just runs. A failing `apply` keeps nothing, so the key stays usable.
 */
export function applyOnce<T>(once: AppliedOnce, apply: () => T): T {
  const { db, request, userId, kind, now } = once;
  const key = idempotencyKeyOf(request);
  if (!key) return apply();
  const hash = requestHash(once);
  // One transaction: two requests with the same key cannot both apply (SQLite runs them in turn).
  return db.transaction(() => {
    const applied = appliedAnswer<T>(db, userId, kind, key, hash);
    if (applied) return applied.answer;
    const answer = apply();
    keepAnswer(db, { userId, kind, key, hash, answer, now });
    return answer;
  })();
}

/**
 * The runs of `applyOnceAwaited` still waiting for their answer, per server (its db) and per user,
 * kind and key. A transaction cannot span an await, so this is what keeps a second request with
 * the same key from running `apply` while the first is still out.
 */
const runsInFlight = new WeakMap<Db, Map<string, { hash: string; run: Promise<unknown> }>>();

/**
 * `applyOnce` for an `apply` that awaits (a help-agent chat message relayed to the agent): a kept
 * answer is answered again; a request arriving while the first with its key is still out shares
 * that run (one call to the agent, one answer), or is refused (422) when it is another request;
 * otherwise `apply` runs and its answer is kept. A failing `apply` keeps nothing: the requests
 * sharing it fail with it and the key stays usable.
 */
export function applyOnceAwaited<T>(once: AppliedOnce, apply: () => Promise<T>): Promise<T> {
  const { db, request, userId, kind, now } = once;
  const key = idempotencyKeyOf(request);
  if (!key) return apply();
  const hash = requestHash(once);
  const applied = appliedAnswer<T>(db, userId, kind, key, hash);
  if (applied) return Promise.resolve(applied.answer);
  let runs = runsInFlight.get(db);
  if (!runs) {
    runs = new Map();
    runsInFlight.set(db, runs);
  }
  const runId = JSON.stringify([userId, kind, key]);
  const running = runs.get(runId);
  if (running) {
    if (running.hash !== hash) return Promise.reject(unprocessableContent(KEY_REUSED_MESSAGE));
    return running.run as Promise<T>;
  }
  const inFlight = runs;
  const run = apply()
    .then((answer) => {
      keepAnswer(db, { userId, kind, key, hash, answer, now });
      return answer;
    })
    .finally(() => inFlight.delete(runId));
  inFlight.set(runId, { hash, run });
  return run;
}
