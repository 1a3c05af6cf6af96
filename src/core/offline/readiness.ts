import pLimit from 'p-limit';
import { isDroppedCall, isNetworkError } from '../api/api-error';
import { readCached } from '../cache/cache-store';
import { memoryRow } from '../cache/memory-rows';
import { cacheKey } from '../cache/model/cache-key';
import { currentCacheOwner, refreshCached } from '../cache/read-through';
import { portalDbUnavailable, withPortalDb } from '../db/db';
import { cacheRowSchema, readableRow } from '../db/rows';
import { accountsRead, menuRead, rolesRead } from '../session/user-context';
import type { PartStatus } from './model/readiness';
import { type CachedRead, type OfflinePart, offlineParts, registerOfflinePart } from './offline-parts';

// The core's own parts: the user context the guards and the user menu need, and the menu.
registerOfflinePart('userContext', {
  label: 'Your accounts and roles',
  order: 0,
  reads: async () => [accountsRead, rolesRead],
});
registerOfflinePart('menu', { label: 'Menu', order: 1, reads: async () => [menuRead] });

/**
 * When the network gave each read's saved copy to the signed-in user (undefined: none), in one
 * read of the cache: a get apiece, each its own transaction, was most of the readiness view's
 * time, and the view reads again at each step of 'Make available offline'.
 */
async function savedAt(reads: readonly CachedRead[]): Promise<Array<number | undefined>> {
  const keys = reads.map((read) => {
    const owner = currentCacheOwner(read.scope);
    return owner && cacheKey(owner, read.resource);
  });
  const asked = keys.filter((key): key is string => key !== undefined);
  const rows = await withPortalDb(
    (db) => db.cache.bulkGet(asked),
    () => asked.map(memoryRow),
  );
  const times = new Map(
    asked.map((key, index) => [key, readableRow(cacheRowSchema, rows[index])?.fetchedAt]),
  );
  return keys.map((key) => (key === undefined ? undefined : times.get(key)));
}

async function partStatus(part: OfflinePart): Promise<PartStatus> {
  const reads = await part.reads();
  const times = await savedAt(reads);
  const saved = times.filter((time): time is number => time !== undefined);
  return {
    label: part.label,
    needed: reads.length,
    saved: saved.length,
    oldestSavedAt: saved.length ? Math.min(...saved) : undefined,
  };
}

/** What the cache holds for each part, read from IndexedDB only (works offline). */
export function readOfflineReadiness(): Promise<PartStatus[]> {
  return Promise.all(offlineParts().map(partStatus));
}

export interface FillProgress {
  done: number;
  total: number;
  failed: number;
}

/** A part's reads can grow once another read is saved (the versions list names notes to fetch). */
const MAX_ROUNDS_PER_PART = 3;

interface FillHooks {
  /** Before each round's reads: how many the part still lacks (0 ends the part). */
  onRound?: (missing: number) => void;
  /** After each read: undefined when it was saved, else why it failed. */
  onRead: (failure: unknown) => void;
  /** A call the user did not make just now: a 503 never opens the maintenance page. */
  background?: boolean;
  /** Awaited before each read (the background save waits for an idle moment). */
  beforeRead?: () => Promise<void>;
  /** Asked before each read: false stops the part there. */
  goOn?: () => boolean;
  /** How many of a round's reads may be out at once (1: one after another). */
  inFlight?: number;
}

/**
 * Reads in flight at once for 'Make available offline', which the user is watching: one at a time,
 * each read's round trip and its parsing and storing followed one another (about 40 page-help
 * reads, two to three seconds here, far more on a phone's network). Four keep the connection busy
 * without crowding out what the user does meanwhile; the background save stays at one.
 */
export const USER_FILL_IN_FLIGHT = 4;

/**
 * Fetches the reads `part` needs and the device lacks, in rounds (a saved read may name more: the
 * versions list names the notes), `inFlight` of a round's reads at a time. `tried` holds the keys
 * already tried, which are not tried again; a read that fails is reported and skipped. A read
 * dropped while signing out (S1 §4) did not fail: it is not reported, and the part stops there.
 */
async function fillPart(part: OfflinePart, tried: Set<string>, hooks: FillHooks): Promise<void> {
  const goOn = hooks.goOn ?? (() => true);
  const limit = pLimit(hooks.inFlight ?? 1);
  for (let round = 0; round < MAX_ROUNDS_PER_PART; round += 1) {
    const missing = await missingReads(part, tried);
    hooks.onRound?.(missing.length);
    if (missing.length === 0) return;
    let stopped = false;
    const fill = async (read: CachedRead) => {
      if (stopped) return;
      await hooks.beforeRead?.();
      if (stopped || !goOn()) {
        stopped = true;
        return;
      }
      const owner = currentCacheOwner(read.scope);
      if (!owner) return;
      tried.add(cacheKey(owner, read.resource));
      const call = { background: hooks.background };
      try {
        // Not forced: a read out meanwhile (the background save's, of the same key) is joined, and
        // a copy it stored is taken, where a forced read waited for it and then asked again.
        await refreshCached(owner, read.resource, () => read.fetch(call), read.schema, {
          freshForMs: Number.POSITIVE_INFINITY,
        });
        hooks.onRead(undefined);
      } catch (error) {
        // Signing out: every read after it would be dropped too, and none of them failed.
        if (isDroppedCall(error)) stopped = true;
        else hooks.onRead(error ?? new Error('The read failed.'));
      }
    };
    await Promise.all(missing.map((read) => limit(() => fill(read))));
    if (stopped) return;
  }
}

/**
 * 'Make available offline': fetches every read a part needs and the device lacks, part by part
 * in list order (the menu before the page help it names), reporting progress. A read that fails is
 * counted and skipped; the rest go on. Resolves with the final progress.
 */
export async function makeAvailableOffline(
  onProgress: (progress: FillProgress) => void,
): Promise<FillProgress> {
  const parts = offlineParts();
  const statuses = await Promise.all(parts.map(partStatus));
  // Planned per part from what is known now; at each of a part's rounds its count is what it still
  // lacks: more when a read names more, fewer when the background save stored some meanwhile (the
  // end then said 'Saved 13 of 16.' with nothing failed).
  const plannedMissing = statuses.map((status) => Math.max(0, status.needed - status.saved));
  const progress: FillProgress = { done: 0, total: plannedMissing.reduce((a, b) => a + b, 0), failed: 0 };
  onProgress({ ...progress });
  const tried = new Set<string>();
  for (const [index, part] of parts.entries()) {
    await fillPart(part, tried, {
      inFlight: USER_FILL_IN_FLIGHT,
      onRound: (missing) => {
        const later = plannedMissing.slice(index + 1).reduce((a, b) => a + b, 0);
        const total = progress.done + progress.failed + missing + later;
        // Said at once: a part left with nothing to fetch reports no read, and the panel ended on
        // 'Saved 23 of 24.' with nothing failed (walkthrough 18's check of D1).
        if (total !== progress.total) {
          progress.total = total;
          onProgress({ ...progress });
        }
      },
      onRead: (failure) => {
        if (failure === undefined) progress.done += 1;
        else progress.failed += 1;
        onProgress({ ...progress });
      },
    });
  }
  return progress;
}

const backgroundSaveListeners = new Set<() => void>();

/**
 * Calls `listener` after each read the background save has stored, until the returned undo: the
 * readiness view reads again then, since its live query cannot see rows the reads had not touched.
 */
export function onBackgroundSave(listener: () => void): () => void {
  backgroundSaveListeners.add(listener);
  return () => {
    backgroundSaveListeners.delete(listener);
  };
}

/**
 * Saves what one part lacks without the user asking (docs/offline.md, "Saved in the background"):
 * background calls, each read after an idle moment, stopping when `goOn` says so (signed out,
 * another account, offline) or at the first read that finds no network; a read the server refuses
 * is skipped. Nothing is shown: the readiness view and the screens tell what is saved. Never fails
 * (it runs unasked, on idle): a database failing under it ends the run, logged.
 */
export async function saveInBackground(
  part: OfflinePart,
  { goOn, beforeRead }: { goOn: () => boolean; beforeRead?: () => Promise<void> },
): Promise<{ saved: number; failed: number }> {
  const result = { saved: 0, failed: 0 };
  let noNetwork = false;
  try {
    await fillPart(part, new Set(), {
      background: true,
      beforeRead,
      // Without IndexedDB nothing would outlive the page: nothing is worth saving for offline use.
      goOn: () => !noNetwork && !portalDbUnavailable() && goOn(),
      onRead: (failure) => {
        if (failure === undefined) result.saved += 1;
        else result.failed += 1;
        if (isNetworkError(failure)) noNetwork = true;
        for (const listener of backgroundSaveListeners) listener();
      },
    });
  } catch (error) {
    // Reading what is missing failed: the database went under the save (site data cleared, the
    // connection closed by the browser). Nobody asked for this run, so nobody hears of it; the next
    // trigger (the connection back, another user, the next page) starts again.
    console.warn('Saving for offline use stopped', error);
  }
  return result;
}

/** The part's reads the device has no readable copy of, leaving out those tried already. */
async function missingReads(part: OfflinePart, tried: ReadonlySet<string>): Promise<CachedRead[]> {
  const missing: CachedRead[] = [];
  for (const read of await part.reads()) {
    const owner = currentCacheOwner(read.scope);
    if (!owner || tried.has(cacheKey(owner, read.resource))) continue;
    if ((await readCached(cacheKey(owner, read.resource), read.schema)) === undefined) missing.push(read);
  }
  return missing;
}
