import type { OutboxRow } from '../../db/rows';
import { isOutboxKind, type OutboxKind, outboxKinds } from './outbox-kinds';

/**
 * What the tab last saw waiting in the user's queue: how many records of each kind, and the rows
 * themselves where it read them (every row of a small queue; of a large one, the newest record of
 * each kind that keeps only its latest state). Taken before the database went, it is what the tab
 * can still name and queue again (core/outbox/lost-queue.ts).
 */
export interface QueueSnapshot {
  userId: number;
  counts: Readonly<Record<string, number>>;
  rows: readonly OutboxRow[];
  /** Records the server had refused, kept for the user to see. */
  deadLetters: number;
  /** The user's newest record's seq when read (0: none): what a row added later has above it. */
  lastSeq: number;
}

/**
 * The snapshot with the rows this tab added since it was read (`added`, seen as they were
 * written): a record stored just before the database went was stored and gone before the live
 * snapshot could be read again (the star of the browser test, cleared a moment after its click).
 */
export function withRowsAddedSince(snapshot: QueueSnapshot, added: readonly OutboxRow[]): QueueSnapshot {
  const newer = added.filter((row) => row.userId === snapshot.userId && row.seq > snapshot.lastSeq);
  if (newer.length === 0) return snapshot;
  const counts = { ...snapshot.counts };
  for (const row of newer) counts[row.kind] = (counts[row.kind] ?? 0) + 1;
  return { ...snapshot, counts, rows: [...snapshot.rows, ...newer] };
}

/** A queue this small is read whole for the snapshot; a larger one is counted. */
export const SNAPSHOT_ROWS_LIMIT = 100;

export const isEmptySnapshot = (snapshot: QueueSnapshot) =>
  snapshot.deadLetters === 0 && Object.values(snapshot.counts).every((count) => count === 0);

/**
 * The rows to queue again, oldest first: those the snapshot holds, less a kind keeping its latest
 * state of which a newer record was queued since (`queuedKinds`: the user acted after the loss).
 */
export function rowsToRestore(snapshot: QueueSnapshot, queuedKinds: ReadonlySet<string>): OutboxRow[] {
  return [...snapshot.rows]
    .filter(
      (row) =>
        !(isOutboxKind(row.kind) && outboxKinds[row.kind].keep === 'latest' && queuedKinds.has(row.kind)),
    )
    .sort((a, b) => a.seq - b.seq);
}

/**
 * The records gone for good, by kind: those counted minus those queued again. A kind keeping its
 * latest state counts as one change however many records it had (each replaced the one before).
 */
export function lostCounts(snapshot: QueueSnapshot, restored: readonly OutboxRow[]): Record<string, number> {
  const lost: Record<string, number> = {};
  for (const [kind, count] of Object.entries(snapshot.counts)) {
    const latestOnly = isOutboxKind(kind) && outboxKinds[kind].keep === 'latest';
    const back = restored.filter((row) => row.kind === kind).length;
    const left = latestOnly ? Math.min(count, 1) - Math.min(back, 1) : count - back;
    if (left > 0) lost[kind] = left;
  }
  return lost;
}

const KIND_NAMES: Record<OutboxKind, [one: string, many: string]> = {
  usage: ['app visit record', 'app visit records'],
  favorites: ['favorites change', 'favorites changes'],
  notificationDismissal: ['notification dismissal', 'notification dismissals'],
  tutorialFinished: ['finished tutorial', 'finished tutorials'],
  errorReport: ['error report', 'error reports'],
  preference: ['preference change', 'preference changes'],
};

/** '1 favorites change', '3 app visit records'; a kind from another build by its name. */
export function countedKind(kind: string, count: number): string {
  const [one, many] = isOutboxKind(kind) ? KIND_NAMES[kind] : [`${kind} record`, `${kind} records`];
  return `${count} ${count === 1 ? one : many}`;
}

export const LOST_RECORDS_TITLE = 'Changes on this device were removed';

/**
 * The notice's words: what went, what this tab queued again (`restored`, each named), what is
 * gone for good (`lost`, counted by kind), and the refused records the panel listed.
 */
export function lostRecordsMessage(
  restored: readonly string[],
  lost: Readonly<Record<string, number>>,
  deadLetters: number,
): string {
  const gone = Object.entries(lost).map(([kind, count]) => countedKind(kind, count));
  if (deadLetters > 0) gone.push(`${deadLetters} not accepted by the server`);
  const sentences = [
    "This browser's stored data for the portal was cleared while changes were waiting to be sent.",
  ];
  if (restored.length > 0)
    sentences.push(`This tab still had these and queued them again: ${restored.join('; ')}.`);
  if (gone.length > 0) sentences.push(`Removed before they could be sent: ${gone.join(', ')}.`);
  return sentences.join(' ');
}
