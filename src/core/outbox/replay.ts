import { isApiError } from '../api/api-error';
import { getSession } from '../auth/session-state';
import { portalDbUnavailable } from '../db/db';
import type { OutboxRow } from '../db/rows';
import { reportUnreachable } from '../network/connection';
import { isOnline } from '../network/network-monitor';
import { toastError } from '../ui/toasts';
import { classifyFailure, failureReason } from './model/classify-failure';
import { jsonBytes } from './model/json-bytes';
import { setAsideNotice } from './model/kind-labels';
import { isOutboxKind, type OutboxKind, outboxKinds } from './model/outbox-kinds';
import { droppedWhenRefused } from './model/refusal-policy';
import { afterRetryableFailure, isDue } from './model/retry-schedule';
import type { OutboxRecord } from './outbox-store';
import {
  clearSendingMarks,
  DatabaseReplacedError,
  dropRefused,
  markSending,
  passConnection,
  pendingPage,
  type QueuePage,
  queuedLanes,
  removeSent,
  saveRecord,
  setAside,
} from './replay-store';
import { type BatchDelivery, batchSenderFor, senderFor } from './senders';
import { announceSetAside } from './set-aside-events';

/** Held by the one tab replaying; other tabs wait their turn instead of sending the same records. */
const REPLAY_LOCK = 'ops-portal-outbox-replay';
type SendOutcome =
  /** held: left as it was, behind a record of its batch that stopped the lane. */
  | { action: 'sent' | 'deadLetter' | 'dropped' | 'sessionExpired' | 'gone' | 'noSender' | 'held' }
  | { action: 'retry'; nextAttemptAt: number; offline: boolean };

/** Why a stored record cannot be sent by this build: it is set aside, never retried forever. */
export const unknownKindReason = (kind: string) => `This app version cannot send records of kind '${kind}'.`;
export const noLongerValidReason = (issue: string) =>
  `This record no longer matches what the server accepts (${issue}).`;

/**
 * Out of the queue into the visible dead-letter list, with its reason; never silent: the console
 * (S1 §8), the list and the set-aside listeners (the favorites toast) all hear of it. A record of
 * the app's own bookkeeping (a usage record: `whenRefused`, model/refusal-policy.ts) is dropped instead, with a
 * console warning: it is no change of the user's, and sending it again could only fail again.
 */
async function setAsideWithReason(
  connection: IDBDatabase,
  record: OutboxRow,
  reason: string,
  cause?: unknown,
  { refusedByServer = true } = {},
): Promise<SendOutcome> {
  if (droppedWhenRefused(record.kind)) {
    console.warn(
      `Outbox: ${record.kind} record ${record.id} was refused and dropped: ${reason}`,
      cause ?? '',
    );
    await dropRefused(connection, record);
    // A usage record refused for an app or role the user no longer holds: the app's picture of
    // the user is out of date; menu and roles are read again (the app leaves the sidebar, a lost
    // selected role moves to a held one).
    if (record.kind === 'usage' && refusedByServer)
      import('../session/user-context-repair').then(
        (loaded) => loaded.rereadUserContext(),
        () => undefined,
      );
    return { action: 'dropped' };
  }
  console.error(`Outbox: ${record.kind} record ${record.id} was set aside: ${reason}`, cause ?? '');
  const letter = {
    userId: record.userId,
    record: { ...record, sendingSince: null },
    reason,
    failedAt: Date.now(),
  };
  await setAside(connection, record, letter.reason, letter.failedAt);
  announceSetAside(letter);
  const notice = setAsideNotice(record.kind, letter.reason, record.payload);
  if (notice) toastError(notice.title, notice.message);
  return { action: 'deadLetter' };
}

type Prepared = { ready: OutboxRecord } | { outcome: SendOutcome };

/**
 * Whether a record can go now, as its kind's contract reads it, or what became of it instead.
 * `connection`: the one the pass read the record through; its writes go there or nowhere
 * (DatabaseReplacedError in replay-store.ts), as do those of the functions below.
 */
async function prepare(connection: IDBDatabase, record: OutboxRow): Promise<Prepared> {
  const kind = record.kind;
  // A kind no build of this app knows (written by a newer build, or by hand) would wait for a
  // sender for ever: it is set aside instead. A known kind whose sender has not loaded yet waits.
  if (!isOutboxKind(kind))
    return { outcome: await setAsideWithReason(connection, record, unknownKindReason(kind)) };
  if (!senderFor(kind) && !batchSenderFor(kind)) return { outcome: { action: 'noSender' } };
  const payload = outboxKinds[kind].schema.safeParse(record.payload);
  if (!payload.success) {
    const issue = payload.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    const reason = noLongerValidReason(`${where}${issue?.message ?? 'invalid'}`);
    return { outcome: await setAsideWithReason(connection, record, reason) };
  }
  // A kind keeping only the latest state may have lost the record to a newer one since the pass
  // read the queue; the mark also keeps the record from being replaced while it is in flight.
  // Other kinds never lose records that way: no extra write for each of them.
  if (outboxKinds[kind].keep === 'latest' && !(await markSending(connection, record.seq, Date.now())))
    return { outcome: { action: 'gone' } };
  return { ready: { ...record, kind, payload: payload.data } };
}

/** What a failed send makes of the record: set aside, kept for its user, or retried later. */
async function afterFailure(
  connection: IDBDatabase,
  record: OutboxRow,
  error: unknown,
): Promise<SendOutcome> {
  const action = classifyFailure(error);
  if (action === 'delivered') {
    console.warn(`Outbox: ${record.kind} record ${record.id} was accepted with an unreadable answer`, error);
    return { action: 'sent' };
  }
  if (action === 'deadLetter') return setAsideWithReason(connection, record, failureReason(error), error);
  if (action === 'sessionExpired') {
    await saveRecord(connection, { ...record, sendingSince: null });
    return { action };
  }
  const retryAfterMs = isApiError(error) ? error.retryAfterMs : undefined;
  const retried = afterRetryableFailure(record, failureReason(error), Date.now(), Math.random, retryAfterMs);
  await saveRecord(connection, retried);
  const offline = isApiError(error) && error.kind === 'network';
  if (offline) reportUnreachable();
  return { action, nextAttemptAt: retried.nextAttemptAt, offline };
}

async function sendOne(connection: IDBDatabase, record: OutboxRow): Promise<SendOutcome> {
  const prepared = await prepare(connection, record);
  if ('outcome' in prepared) return prepared.outcome;
  const send = senderFor(prepared.ready.kind);
  if (!send) return { action: 'noSender' };
  try {
    await send(prepared.ready);
  } catch (error) {
    return afterFailure(connection, record, error);
  }
  return { action: 'sent' };
}

/** One call of a batch sender on its way: what became of the records not sent, and its answer. */
interface BatchCall {
  records: readonly OutboxRow[];
  /** Outcomes known before the call (set aside, gone), by the records' index. */
  outcomes: SendOutcome[];
  /** The records the call carries, with their index. */
  ready: Array<{ index: number; row: OutboxRow }>;
  answer: Promise<{ failures: unknown[] } | { callFailure: unknown }>;
}

/**
 * Several records of one kind in one call: one round trip (and, at the reference server, one
 * transaction) for up to `maxRecords` instead of one per record. Resolves once the call is on its
 * way; `settleBatch` waits for its answer.
 */
async function startBatch(
  connection: IDBDatabase,
  { rows: records, bytes }: LaneBatch,
  delivery: BatchDelivery<OutboxKind>,
  followsPrevious: boolean,
): Promise<BatchCall> {
  const outcomes: SendOutcome[] = [];
  const ready: BatchCall['ready'] = [];
  const payloads: OutboxRecord[] = [];
  const most = delivery.maxRecordBytes ?? Number.POSITIVE_INFINITY;
  for (const [index, row] of records.entries()) {
    const size = bytes[index] ?? 0;
    // A transport closing the connection on a message too large would have it sent again and again.
    if (size > most) {
      outcomes[index] = await setAsideWithReason(connection, row, tooLargeReason(size, most), undefined, {
        refusedByServer: false,
      });
      continue;
    }
    const prepared = await prepare(connection, row);
    if ('outcome' in prepared) outcomes[index] = prepared.outcome;
    else {
      ready.push({ index, row });
      payloads.push(prepared.ready);
    }
  }
  const answer =
    payloads.length === 0
      ? Promise.resolve({ failures: [] })
      : delivery.send(payloads, { followsPrevious }).then(
          (failures) => ({ failures }),
          (callFailure: unknown) => ({ callFailure }),
        );
  return { records, outcomes, ready, answer };
}

/**
 * The outcomes of a call, in the records' order. `laneStopped`: a call before it in the lane
 * stopped the lane, so a failure of this whole call (refused behind it) leaves its records as
 * they were, like any record behind a failure.
 */
async function settleBatch(
  connection: IDBDatabase,
  call: BatchCall,
  laneStopped = false,
): Promise<SendOutcome[]> {
  const { outcomes } = call;
  const answer = await call.answer;
  let stopped = laneStopped;
  for (const [position, { index, row }] of call.ready.entries()) {
    // A call that failed as a whole failed for every record in it; once that stops the lane, the
    // records behind stay as they were (no backoff write each), like any record behind a failure.
    const failure = 'failures' in answer ? answer.failures[position] : answer.callFailure;
    if (stopped && !('failures' in answer)) outcomes[index] = { action: 'held' };
    else
      outcomes[index] =
        failure === undefined ? { action: 'sent' } : await afterFailure(connection, row, failure);
    const action = outcomes[index]?.action;
    stopped ||= action === 'retry' || action === 'sessionExpired';
  }
  return outcomes;
}

/**
 * Sent records leave the queue in batches: one transaction (and one refresh of every screen
 * watching the queue) per batch instead of per record, started once this many are sent or a
 * batch sender's call is answered, and one at a time (a removal takes what was sent while the one
 * before ran). A tab closed before its batch is removed sends those records again; each carries
 * its idempotency key, so the server keeps them once.
 */
export const REMOVE_SENT_BATCH = 500;

/** A lane's next call: its rows and, where the delivery limits bytes, each row's (`jsonBytes`). */
interface LaneBatch {
  rows: OutboxRow[];
  bytes: number[];
}

/**
 * The record at `start` of a lane's stretch and the due records behind it, up to the delivery's
 * `maxRecords` and `maxBytes`: what one call of a batch sender carries. A record not due ends it
 * (the lane waits there).
 */
function laneBatch(
  lane: readonly OutboxRow[],
  start: number,
  { maxRecords, maxBytes, maxRecordBytes }: BatchDelivery<OutboxKind>,
  force: boolean,
): LaneBatch {
  const batch: LaneBatch = { rows: [], bytes: [] };
  const measured = maxBytes !== undefined || maxRecordBytes !== undefined;
  let total = 0;
  for (let index = start; index < lane.length && batch.rows.length < maxRecords; index += 1) {
    const record = lane[index];
    if (!record || (batch.rows.length > 0 && !isDue(record, Date.now(), force))) break;
    if (measured) {
      const bytes = jsonBytes(record.payload);
      // A record too large to send is dropped by the call (`startBatch`): it takes no room in it.
      const sent = bytes > (maxRecordBytes ?? Number.POSITIVE_INFINITY) ? 0 : bytes;
      if (batch.rows.length > 0 && total + sent > (maxBytes ?? Number.POSITIVE_INFINITY)) break;
      total += sent;
      batch.bytes.push(bytes);
    }
    batch.rows.push(record);
  }
  return batch;
}

const kilobytes = (bytes: number) => `${Math.ceil(bytes / 1024)} KB`;
/** Why a record over its transport's `maxRecordBytes` is never sent. */
export const tooLargeReason = (bytes: number, most: number) =>
  `Too large to send: ${kilobytes(bytes)}, the most is ${kilobytes(most)}.`;

/**
 * How many queued rows of a lane a pass reads at a time: two usage batches, so the next stretch
 * is read while one goes out; a batch ends at a stretch's end and the next one goes on from there.
 */
export const REPLAY_PAGE = 2 * REMOVE_SENT_BATCH;

const earliest = (a: number | undefined, b: number) => (a === undefined ? b : Math.min(a, b));

/** Where a lane's walk goes after a record: on, the lane waits, or the whole pass stops. */
type Next = 'goOn' | 'laneWaits' | 'stopPass';
const STOPS: readonly Next[] = ['goOn', 'laneWaits', 'stopPass'];
/** The further-reaching of two: the whole pass stopping wins over the lane waiting. */
const firstStop = (a: Next, b: Next): Next => (STOPS.indexOf(a) >= STOPS.indexOf(b) ? a : b);

/**
 * One pass over the user's queue. Each kind is its own lane, first in first out, and the lanes go
 * one after the other, the one with the oldest record first: the first retryable failure stops
 * its lane for this pass (later records of the kind wait behind it), while the next lane goes on:
 * usage goes over the hub, favorites over HTTP, and one transport's outage should not hold the
 * other's records. Losing the network stops the whole pass.
 * A lane is read once per pass, stretch by stretch (`REPLAY_PAGE` rows of its kind, the next read
 * while the records of one go out): reading the queue again before each record made a replay
 * quadratic (10,000 queued records took hours), reading it whole held the first send back, and
 * reading all kinds together made a waiting lane's rows be read only to be skipped (the app's
 * start, 10,000 usage records queued, the hub not yet connected). A record queued meanwhile is
 * sent in this pass if its stretch is not read yet, else by the run that its enqueue asks for
 * after this one; a record replaced meanwhile is skipped (`gone`).
 * Returns when the next backed-off record falls due.
 */
async function replayPass(userId: number, force: boolean): Promise<number | undefined> {
  await clearSendingMarks(userId);
  const connection = await passConnection();
  let nextDueAt: number | undefined;
  const sent: OutboxRow[] = [];
  // Sent records leave the queue in the background while the next records go out, one removal
  // at a time: each takes every record sent while the one before ran, so removals keep pace with
  // the calls (a fixed 500 each fell behind them and made the pass's end wait for a backlog). The
  // pass waits for the last removal (and fails with the first error of one) before it ends.
  const toRemove: OutboxRow[] = [];
  let removing: Promise<void> | undefined;
  let removalError: { error: unknown } | undefined;
  const removeAll = async () => {
    while (toRemove.length) {
      try {
        await removeSent(connection, toRemove.splice(0), Date.now());
      } catch (error) {
        removalError ??= { error };
      }
    }
    removing = undefined;
  };
  const removeSentBatch = () => {
    if (!sent.length) return;
    toRemove.push(...sent.splice(0));
    removing ??= removeAll();
  };
  const settle = (record: OutboxRow, outcome: SendOutcome): Next => {
    switch (outcome.action) {
      case 'sent':
        sent.push(record);
        if (sent.length >= REMOVE_SENT_BATCH) removeSentBatch();
        return 'goOn';
      // No sender (yet) for the kind: its records wait for registerSender.
      case 'noSender':
        return 'laneWaits';
      case 'sessionExpired':
        nextDueAt = undefined;
        return 'stopPass';
      case 'retry':
        nextDueAt = earliest(nextDueAt, outcome.nextAttemptAt);
        return outcome.offline ? 'stopPass' : 'laneWaits';
      default:
        return 'goOn';
    }
  };
  const walkLane = async (kind: string): Promise<Next> => {
    /** The lane's batch call on its way: settled while the next one goes out. */
    let inFlight: BatchCall | undefined;
    let calls = 0;
    /** Settles the call on its way; `laneStopped` when a call before it stopped the lane. */
    const settleInFlight = async (laneStopped = false): Promise<Next> => {
      const call = inFlight;
      inFlight = undefined;
      if (!call) return 'goOn';
      const outcomes = await settleBatch(connection, call, laneStopped);
      let after: Next = 'goOn';
      // Every record is settled: one the server stored behind a refused one still leaves the queue.
      for (const [index, record] of call.records.entries()) {
        const outcome = outcomes[index];
        after = firstStop(after, outcome ? settle(record, outcome) : 'goOn');
      }
      removeSentBatch();
      return after;
    };
    /** Sends the records of the stretch from `position` on; the next position, or where it ended. */
    const sendFrom = async (stretch: readonly OutboxRow[], position: number): Promise<number | Next> => {
      const next = stretch[position];
      if (!next) return stretch.length;
      if (!isOnline() || getSession()?.user.id !== userId) return 'stopPass';
      if (!isDue(next, Date.now(), force)) {
        nextDueAt = earliest(nextDueAt, next.nextAttemptAt);
        return 'laneWaits';
      }
      const delivery = isOutboxKind(next.kind) ? batchSenderFor(next.kind) : undefined;
      if (!delivery) {
        const before = await settleInFlight();
        if (before !== 'goOn') return before;
        const after = settle(next, await sendOne(connection, next));
        return after === 'goOn' ? position + 1 : after;
      }
      const batch = laneBatch(stretch, position, delivery, force);
      const call = await startBatch(connection, batch, delivery, calls > 0);
      calls += 1;
      // The call before is settled while this one is on its way; if it stopped the lane, this one
      // (refused behind it, or stored) is settled as what lies behind a failure.
      const before = await settleInFlight();
      inFlight = call;
      if (before !== 'goOn') return firstStop(before, await settleInFlight(true));
      if ((delivery.inFlight ?? 1) < 2) {
        const after = await settleInFlight();
        if (after !== 'goOn') return after;
      }
      return position + batch.rows.length;
    };
    const walk = async (): Promise<Next> => {
      const delivery = isOutboxKind(kind) ? batchSenderFor(kind) : undefined;
      if (delivery?.ready && !delivery.ready()) return 'laneWaits';
      // The first stretch is one call's worth, so the first call leaves as soon as it is read.
      const first = Math.min(delivery?.maxRecords ?? REPLAY_PAGE, REPLAY_PAGE);
      let reading: Promise<QueuePage> = pendingPage(userId, kind, 0, first);
      for (;;) {
        const { records: stretch, lastSeq } = await reading;
        if (lastSeq === undefined) return 'goOn';
        let readingNext: Promise<QueuePage> | undefined;
        for (let position = 0; position < stretch.length; ) {
          const next = await sendFrom(stretch, position);
          if (typeof next !== 'number') return next;
          position = next;
          // The next stretch is read while the records of this one go out, once the lane moves:
          // a lane waiting at its first record (the hub not connected yet) reads no further.
          if (!readingNext) {
            readingNext = pendingPage(userId, kind, lastSeq, REPLAY_PAGE);
            // Awaited by the next stretch; when the lane ends before it, its failure is nobody's.
            readingNext.catch(() => undefined);
          }
        }
        reading = readingNext ?? pendingPage(userId, kind, lastSeq, REPLAY_PAGE);
      }
    };
    const walked = await walk();
    return firstStop(walked, await settleInFlight());
  };
  try {
    for (const kind of await queuedLanes(userId)) {
      if ((await walkLane(kind)) === 'stopPass') break;
    }
  } finally {
    removeSentBatch();
    await removing;
  }
  if (removalError) throw removalError.error;
  return nextDueAt;
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
  // Without IndexedDB there is no queue to replay (core/db/db.ts), and nothing to say about it.
  if (userId === undefined || !isOnline() || portalDbUnavailable()) return;
  try {
    wakeUpAt(await withCrossTabLock(() => replayPass(userId, force)));
  } catch (error) {
    // IndexedDB unavailable or closing: the records stay; the next trigger tries again. A database
    // made anew under the pass (site data cleared) is no fault: its rows wait for the next replay.
    if (error instanceof DatabaseReplacedError) console.warn(`Outbox: ${error.message}`);
    else console.error('Outbox: replay failed', error);
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
