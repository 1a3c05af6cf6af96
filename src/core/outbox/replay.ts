import { isApiError } from '../api/api-error';
import { getSession } from '../auth/session-state';
import type { OutboxRow } from '../db/rows';
import { reportUnreachable } from '../network/connection';
import { isOnline } from '../network/network-monitor';
import { classifyFailure, failureReason } from './model/classify-failure';
import { isOutboxKind, type OutboxKind, outboxKinds } from './model/outbox-kinds';
import { afterRetryableFailure, isDue } from './model/retry-schedule';
import {
  clearSendingMarks,
  markSending,
  type OutboxRecord,
  pendingPage,
  type QueuePage,
  removeSent,
  saveRecord,
  setAside,
} from './outbox-store';
import { type BatchDelivery, batchSenderFor, senderFor } from './senders';
import { announceSetAside } from './set-aside-events';

/** Held by the one tab replaying; other tabs wait their turn instead of sending the same records. */
const REPLAY_LOCK = 'ops-portal-outbox-replay';
type SendOutcome =
  /** held: left as it was, behind a record of its batch that stopped the lane. */
  | { action: 'sent' | 'deadLetter' | 'sessionExpired' | 'gone' | 'noSender' | 'held' }
  | { action: 'retry'; nextAttemptAt: number; offline: boolean };

/** Why a stored record cannot be sent by this build: it is set aside, never retried forever. */
export const unknownKindReason = (kind: string) => `This app version cannot send records of kind '${kind}'.`;
export const noLongerValidReason = (issue: string) =>
  `This record no longer matches what the server accepts (${issue}).`;

/**
 * Out of the queue into the visible dead-letter list, with its reason; never silent: the console
 * (S1 §8), the list and the set-aside listeners (the favorites toast) all hear of it.
 */
async function setAsideWithReason(record: OutboxRow, reason: string, cause?: unknown): Promise<SendOutcome> {
  console.error(`Outbox: ${record.kind} record ${record.id} was set aside: ${reason}`, cause ?? '');
  const letter = {
    userId: record.userId,
    record: { ...record, sendingSince: null },
    reason,
    failedAt: Date.now(),
  };
  await setAside(record, letter.reason, letter.failedAt);
  announceSetAside(letter);
  return { action: 'deadLetter' };
}

type Prepared = { ready: OutboxRecord } | { outcome: SendOutcome };

/** Whether a record can go now, as its kind's contract reads it, or what became of it instead. */
async function prepare(record: OutboxRow): Promise<Prepared> {
  const kind = record.kind;
  // A kind no build of this app knows (written by a newer build, or by hand) would wait for a
  // sender for ever: it is set aside instead. A known kind whose sender has not loaded yet waits.
  if (!isOutboxKind(kind)) return { outcome: await setAsideWithReason(record, unknownKindReason(kind)) };
  if (!senderFor(kind) && !batchSenderFor(kind)) return { outcome: { action: 'noSender' } };
  const payload = outboxKinds[kind].schema.safeParse(record.payload);
  if (!payload.success) {
    const issue = payload.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    const reason = noLongerValidReason(`${where}${issue?.message ?? 'invalid'}`);
    return { outcome: await setAsideWithReason(record, reason) };
  }
  // A kind keeping only the latest state may have lost the record to a newer one since the pass
  // read the queue; the mark also keeps the record from being replaced while it is in flight.
  // Other kinds never lose records that way: no extra write for each of them.
  if (outboxKinds[kind].keep === 'latest' && !(await markSending(record.seq, Date.now())))
    return { outcome: { action: 'gone' } };
  return { ready: { ...record, kind, payload: payload.data } };
}

/** What a failed send makes of the record: set aside, kept for its user, or retried later. */
async function afterFailure(record: OutboxRow, error: unknown): Promise<SendOutcome> {
  const action = classifyFailure(error);
  if (action === 'delivered') {
    console.warn(`Outbox: ${record.kind} record ${record.id} was accepted with an unreadable answer`, error);
    return { action: 'sent' };
  }
  if (action === 'deadLetter') return setAsideWithReason(record, failureReason(error), error);
  if (action === 'sessionExpired') {
    await saveRecord({ ...record, sendingSince: null });
    return { action };
  }
  const retryAfterMs = isApiError(error) ? error.retryAfterMs : undefined;
  const retried = afterRetryableFailure(record, failureReason(error), Date.now(), Math.random, retryAfterMs);
  await saveRecord(retried);
  const offline = isApiError(error) && error.kind === 'network';
  if (offline) reportUnreachable();
  return { action, nextAttemptAt: retried.nextAttemptAt, offline };
}

async function sendOne(record: OutboxRow): Promise<SendOutcome> {
  const prepared = await prepare(record);
  if ('outcome' in prepared) return prepared.outcome;
  const send = senderFor(prepared.ready.kind);
  if (!send) return { action: 'noSender' };
  try {
    await send(prepared.ready);
  } catch (error) {
    return afterFailure(record, error);
  }
  return { action: 'sent' };
}

/**
 * Several records of one kind in one call: one round trip (and, at the reference server, one
 * transaction) for up to `maxRecords` instead of one per record. Outcomes in the records' order.
 */
async function sendBatch(records: OutboxRow[], delivery: BatchDelivery<OutboxKind>): Promise<SendOutcome[]> {
  const outcomes: SendOutcome[] = [];
  const ready: Array<{ index: number; row: OutboxRow; record: OutboxRecord }> = [];
  for (const [index, row] of records.entries()) {
    const prepared = await prepare(row);
    if ('outcome' in prepared) outcomes[index] = prepared.outcome;
    else ready.push({ index, row, record: prepared.ready });
  }
  if (ready.length === 0) return outcomes;
  let failures: unknown[] | undefined;
  let callFailure: unknown;
  try {
    failures = await delivery.send(ready.map((entry) => entry.record));
  } catch (error) {
    callFailure = error;
  }
  let laneStopped = false;
  for (const [position, { index, row }] of ready.entries()) {
    // A call that failed as a whole failed for every record in it; once that stops the lane, the
    // records behind stay as they were (no backoff write each), like any record behind a failure.
    const failure = failures ? failures[position] : callFailure;
    if (laneStopped && !failures) outcomes[index] = { action: 'held' };
    else outcomes[index] = failure === undefined ? { action: 'sent' } : await afterFailure(row, failure);
    const action = outcomes[index]?.action;
    laneStopped ||= action === 'retry' || action === 'sessionExpired';
  }
  return outcomes;
}

/**
 * Sent records leave the queue in batches: one transaction (and one refresh of every screen
 * watching the queue) per batch instead of per record, and at most one per round trip of a batch
 * sender (the usage hub's 500). A tab closed before its batch is removed sends those records
 * again; each carries its idempotency key, so the server keeps them once.
 */
export const REMOVE_SENT_BATCH = 500;

/**
 * The record at `start` and the due records of its kind behind it (its lane), up to `maxRecords`:
 * what one call of a batch sender carries. A record not due ends it (its lane waits there).
 */
function laneBatch(
  queue: readonly OutboxRow[],
  start: number,
  maxRecords: number,
  force: boolean,
): OutboxRow[] {
  const first = queue[start];
  if (!first) return [];
  const batch = [first];
  for (let index = start + 1; index < queue.length && batch.length < maxRecords; index += 1) {
    const later = queue[index];
    if (!later || later.kind !== first.kind) continue;
    if (!isDue(later, Date.now(), force)) break;
    batch.push(later);
  }
  return batch;
}

/**
 * How many queued rows a pass reads at a time: two usage batches, so the next stretch is read
 * while one goes out; a lane's batch ends at a stretch's end and the next one goes on from there.
 */
export const REPLAY_PAGE = 2 * REMOVE_SENT_BATCH;

const earliest = (a: number | undefined, b: number) => (a === undefined ? b : Math.min(a, b));

/**
 * One pass over the user's queue, first in first out. Each kind is its own lane: the first
 * retryable failure stops its lane for this pass (later records of the kind wait behind it), while
 * the other kind goes on: usage goes over the hub, favorites over HTTP, and one transport's outage
 * should not hold the other's records. Losing the network stops the whole pass.
 * The queue is read once per pass, stretch by stretch (`REPLAY_PAGE` rows, the next read while
 * the records of one go out): reading it again before each record made a replay quadratic
 * (10,000 queued records took hours), and reading it whole held the first send back. A record
 * queued meanwhile is sent in this pass if its stretch is not read yet, else by the run that its
 * enqueue asks for after this one; a record replaced meanwhile is skipped (`gone`).
 * Returns when the next backed-off record falls due.
 */
async function replayPass(userId: number, force: boolean): Promise<number | undefined> {
  await clearSendingMarks(userId);
  const waitingKinds = new Set<string>();
  let nextDueAt: number | undefined;
  const sent: OutboxRow[] = [];
  // Sent records leave the queue in the background while the next records go out; the pass
  // waits for the last removal (and fails with the first error of one) before it ends.
  let removing: Promise<void> = Promise.resolve();
  let removalError: { error: unknown } | undefined;
  const removeSentBatch = () => {
    if (!sent.length) return;
    const records = sent.splice(0);
    removing = removing
      .then(() => removeSent(records, Date.now()))
      .catch((error: unknown) => {
        removalError ??= { error };
      });
  };
  /** What the pass does with one record's outcome; false stops the pass. */
  const settle = async (record: OutboxRow, outcome: SendOutcome): Promise<boolean> => {
    // No sender (yet) for the kind: its records wait for registerSender.
    if (outcome.action === 'noSender') waitingKinds.add(record.kind);
    else if (outcome.action === 'sent') {
      sent.push(record);
      if (sent.length >= REMOVE_SENT_BATCH) removeSentBatch();
    } else if (outcome.action === 'sessionExpired') {
      nextDueAt = undefined;
      return false;
    } else if (outcome.action === 'retry') {
      waitingKinds.add(record.kind);
      nextDueAt = earliest(nextDueAt, outcome.nextAttemptAt);
      if (outcome.offline) return false;
    }
    return true;
  };
  const walk = async (): Promise<number | undefined> => {
    // The next stretch is read while the records of this one go out.
    let reading: Promise<QueuePage> = pendingPage(userId, 0, REPLAY_PAGE);
    for (;;) {
      const { records: queue, lastSeq } = await reading;
      if (lastSeq === undefined) return nextDueAt;
      reading = pendingPage(userId, lastSeq, REPLAY_PAGE);
      // Awaited by the next stretch; when the pass ends before it, its failure is nobody's.
      reading.catch(() => undefined);
      /** Records already sent in an earlier batch of this stretch. */
      const batched = new Set<OutboxRow>();
      for (const [position, next] of queue.entries()) {
        if (!isOnline() || getSession()?.user.id !== userId) return nextDueAt;
        if (batched.has(next) || waitingKinds.has(next.kind)) continue;
        if (!isDue(next, Date.now(), force)) {
          waitingKinds.add(next.kind);
          nextDueAt = earliest(nextDueAt, next.nextAttemptAt);
          continue;
        }
        const delivery = isOutboxKind(next.kind) ? batchSenderFor(next.kind) : undefined;
        if (!delivery) {
          if (!(await settle(next, await sendOne(next)))) return nextDueAt;
          continue;
        }
        const batch = laneBatch(queue, position, delivery.maxRecords, force);
        for (const record of batch) batched.add(record);
        const outcomes = await sendBatch(batch, delivery);
        for (const [index, record] of batch.entries()) {
          const outcome = outcomes[index];
          if (outcome && !(await settle(record, outcome))) return nextDueAt;
        }
        removeSentBatch();
      }
    }
  };
  let result: number | undefined;
  try {
    result = await walk();
  } finally {
    removeSentBatch();
    await removing;
  }
  if (removalError) throw removalError.error;
  return result;
}

function withCrossTabLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(REPLAY_LOCK, task) : task();
}

let running: Promise<void> | undefined;
/** The one follow-up run asked for during the current run (callers meanwhile share it). */
let followUp: { force: boolean; promise: Promise<void> } | undefined;
let dueTimer: ReturnType<typeof setTimeout> | undefined;

function wakeUpAt(nextDueAt: number | undefined): void {
  if (dueTimer !== undefined) clearTimeout(dueTimer);
  dueTimer = undefined;
  if (nextDueAt !== undefined)
    dueTimer = setTimeout(() => void replay(), Math.max(0, nextDueAt - Date.now()));
}

async function run(force: boolean): Promise<void> {
  const userId = getSession()?.user.id;
  if (userId === undefined || !isOnline()) return;
  try {
    wakeUpAt(await withCrossTabLock(() => replayPass(userId, force)));
  } catch (error) {
    // IndexedDB unavailable or closing: the records stay; the next trigger tries again.
    console.error('Outbox: replay failed', error);
  }
}

/**
 * Sends the signed-in user's queued records. One replay runs at a time (in this tab, and across
 * tabs where the Web Locks API exists); asking during a run makes one more run follow it, since
 * the running pass may already be past a record queued meanwhile.
 * `force`: the connection just came back, so backed-off records are tried at once.
 */
export function replay(options: { force?: boolean } = {}): Promise<void> {
  const force = Boolean(options.force);
  if (!running) {
    running = run(force).finally(() => {
      running = undefined;
    });
    return running;
  }
  if (followUp) {
    followUp.force ||= force;
    return followUp.promise;
  }
  const next = { force, promise: Promise.resolve() };
  next.promise = running.then(() => {
    followUp = undefined;
    return replay({ force: next.force });
  });
  followUp = next;
  return next.promise;
}
