import { notifications } from '@mantine/notifications';
import { sessionAtom } from '../auth/session-state';
import { type DatabaseEvent, watchForLostDatabase } from '../db/database-lost';
import { type PortalDb, watchPortalQuery, withPortalDb } from '../db/db';
import type { OutboxRow } from '../db/rows';
import { describeFavoritesForUser, showFavoritesAfterLoss } from '../favorites/favorites-after-loss';
import { isOnline } from '../network/network-monitor';
import { appStore } from '../state/jotai';
import {
  countedKind,
  isEmptySnapshot,
  LOST_RECORDS_TITLE,
  lostCounts,
  lostRecordsMessage,
  type QueueSnapshot,
  rowsToRestore,
  SNAPSHOT_ROWS_LIMIT,
  withRowsAddedSince,
} from './model/lost-records';
import { outboxKinds } from './model/outbox-kinds';
import { replayOutbox } from './replay-on-demand';

/**
 * Site data cleared under the open app (walkthrough 10, defect 2): the queue went with it, and the
 * title bar said 'Synced' over a favorite stored nowhere. The tab keeps a snapshot of the user's
 * queue, live; when the database turns out to be a new one (core/db/database-lost.ts), the records
 * the snapshot holds go back into the queue with their ids (a record that did reach the server is
 * applied once: its Idempotency-Key), the rest are counted, and the user is told both, in a notice
 * that stays until closed. docs/offline.md, "Site data cleared while the app is open".
 */

async function readSnapshot(db: PortalDb, userId: number): Promise<QueueSnapshot> {
  const { outbox, deadLetters } = db;
  const kinds = Object.keys(outboxKinds);
  const counts = await Promise.all(kinds.map((kind) => outbox.where({ userId, kind }).count()));
  const total = counts.reduce((sum, count) => sum + count, 0);
  const rows =
    total <= SNAPSHOT_ROWS_LIMIT
      ? await outbox.where('userId').equals(userId).toArray()
      : await Promise.all(
          Object.entries(outboxKinds)
            .filter(([, kind]) => kind.keep === 'latest')
            .map(([kind]) => outbox.where({ userId, kind }).last()),
        );
  return {
    userId,
    lastSeq: (await outbox.where('userId').equals(userId).last())?.seq ?? 0,
    counts: Object.fromEntries(kinds.map((kind, index) => [kind, counts[index] ?? 0])),
    // Not parsed: they go back as they were, and a replay checks each before sending it.
    rows: rows.filter((row) => row !== undefined),
    deadLetters: await deadLetters.where('userId').equals(userId).count(),
  };
}

/** Puts the rows back, ids kept, as never tried; returns those stored. */
async function restore(db: PortalDb, snapshot: QueueSnapshot): Promise<OutboxRow[]> {
  const { outbox } = db;
  return db.transaction('rw', outbox, async () => {
    const queued = await outbox.where('userId').equals(snapshot.userId).toArray();
    // Another tab of the user may have put them back already (the ids are unique).
    const queuedIds = new Set(queued.map((row) => row.id));
    const rows = rowsToRestore(snapshot, new Set(queued.map((row) => row.kind))).filter(
      (row) => !queuedIds.has(row.id),
    );
    const now = Date.now();
    for (const { seq: _, ...row } of rows)
      await outbox.add({ ...row, attempts: 0, nextAttemptAt: now, lastError: null, sendingSince: null });
    return rows;
  });
}

function describeRestored(rows: readonly OutboxRow[]): string[] {
  const words: string[] = [];
  const others: Record<string, number> = {};
  for (const row of rows) {
    const change = row.kind === 'favorites' ? outboxKinds.favorites.schema.safeParse(row.payload) : undefined;
    if (change?.success) words.push(describeFavoritesForUser(change.data));
    else others[row.kind] = (others[row.kind] ?? 0) + 1;
  }
  return [...words, ...Object.entries(others).map(([kind, count]) => countedKind(kind, count))];
}

async function recover(db: PortalDb, snapshot: QueueSnapshot): Promise<void> {
  // Records are queued for their own user only: a tab signed in as another user meanwhile counts them.
  const sameUser = appStore.get(sessionAtom)?.user.id === snapshot.userId;
  const restored = sameUser ? await restore(db, snapshot) : [];
  const favorites = restored.find((row) => row.kind === 'favorites');
  const change = favorites && outboxKinds.favorites.schema.safeParse(favorites.payload);
  await showFavoritesAfterLoss(change?.success ? change.data : undefined);
  notifications.show({
    id: 'outbox-records-removed',
    title: LOST_RECORDS_TITLE,
    message: lostRecordsMessage(
      describeRestored(restored),
      lostCounts(snapshot, restored),
      snapshot.deadLetters,
    ),
    color: 'orange',
    autoClose: false,
    withCloseButton: true,
  });
  if (isOnline() && restored.length > 0) void replayOutbox();
}

let stopWatching: (() => void) | undefined;

/**
 * From the sync status panel (loaded on idle), once while it is mounted: watches the signed-in
 * user's queue and the database. `seen` hears each snapshot (tests wait for the first). Returns
 * the stop function.
 *
 * The database through db.ts's door (`withPortalDb`, `watchPortalQuery`), never portal-db.ts or
 * 'dexie' imported: this module is in the frame's parts chunk, and a chunk that chunk imported
 * statically failing to load (the Dexie chunk offline on a first visit, before the service worker
 * holds the files) would leave the whole chunk failed for the page, Settings and Sign Out with it
 * (walkthrough 25, F1; docs/performance.md, "The frame's parts in one chunk"). The door loads the
 * Dexie chunk, again at the next use when it failed; the watch then starts with the first snapshot.
 */
export function watchForLostQueue(seen?: (snapshot: QueueSnapshot) => void): () => void {
  if (stopWatching) return () => {};
  let stopped = false;
  let latest: QueueSnapshot | undefined;
  /** Taken when the connection closed: what was there before the database went. */
  let frozen: QueueSnapshot | undefined;
  // Rows as this tab writes them, kept until a snapshot has read past them.
  let added: OutboxRow[] = [];
  let detach: (() => void) | undefined;
  /** Watches the database, once: the rows this tab writes and the database's loss. */
  const attach = async (db: PortalDb) => {
    if (detach || stopped) return;
    const { outbox } = db;
    const onCreating = function (this: { onsuccess?: (seq: number) => void }, _: unknown, row: OutboxRow) {
      this.onsuccess = (seq) => {
        added.push({ ...row, seq });
      };
    };
    outbox.hook('creating', onCreating as never);
    const stopDatabase = watchForLostDatabase(db, (event: DatabaseEvent) => {
      if (event === 'closed') frozen ??= latest && withRowsAddedSince(latest, added);
      else {
        const before = frozen ?? latest;
        frozen = undefined;
        if (event === 'lost' && before && !isEmptySnapshot(before))
          recover(db, before).catch((error: unknown) =>
            console.error('Outbox: restoring the queue failed', error),
          );
      }
    });
    detach = () => {
      outbox.hook('creating').unsubscribe(onCreating as never);
      stopDatabase();
    };
  };
  // At once when the Dexie chunk is in (the usual case), before the first snapshot is read. If its
  // load fails, with the first snapshot, which comes once the chunk is in (watchPortalQuery).
  const watchDatabase = () => withPortalDb(attach, () => undefined).catch(() => undefined);
  void watchDatabase();
  let unsubscribe: (() => void) | undefined;
  const follow = () => {
    unsubscribe?.();
    unsubscribe = undefined;
    latest = undefined;
    const userId = appStore.get(sessionAtom)?.user.id;
    if (userId === undefined) return;
    unsubscribe = watchPortalQuery(
      () =>
        withPortalDb(
          (db) => readSnapshot(db, userId),
          () => undefined,
        ),
      {
        next: (snapshot) => {
          // Undefined where IndexedDB is refused: nothing is queued there to lose.
          if (!snapshot) return;
          latest = snapshot;
          added = added.filter((row) => row.seq > snapshot.lastSeq);
          seen?.(snapshot);
          if (!detach) void watchDatabase();
        },
        error: () => {
          // The database is unavailable: nothing is queued there to lose.
        },
      },
    );
  };
  follow();
  let userId = appStore.get(sessionAtom)?.user.id;
  const stopSession = appStore.sub(sessionAtom, () => {
    const next = appStore.get(sessionAtom)?.user.id;
    if (next !== userId) follow();
    userId = next;
  });
  const stop = () => {
    stopped = true;
    detach?.();
    unsubscribe?.();
    stopSession();
    stopWatching = undefined;
  };
  stopWatching = stop;
  return stop;
}
