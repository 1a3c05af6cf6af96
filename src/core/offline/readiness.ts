import { readCached } from '../cache/cache-store';
import { cacheKey } from '../cache/model/cache-key';
import { currentCacheOwner, refreshCached } from '../cache/read-through';
import { portalDb } from '../db/db';
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

/** The signed-in user's saved copy of one read: when the network gave it, or undefined. */
async function savedAt(read: CachedRead): Promise<number | undefined> {
  const owner = currentCacheOwner(read.scope);
  if (!owner) return undefined;
  const row = readableRow(cacheRowSchema, await portalDb().cache.get(cacheKey(owner, read.resource)));
  return row?.fetchedAt;
}

async function partStatus(part: OfflinePart): Promise<PartStatus> {
  const reads = await part.reads();
  const times = await Promise.all(reads.map(savedAt));
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
  // Planned per part from what is known now; a part's count grows when a read names more.
  const plannedMissing = statuses.map((status) => Math.max(0, status.needed - status.saved));
  const progress: FillProgress = { done: 0, total: plannedMissing.reduce((a, b) => a + b, 0), failed: 0 };
  onProgress({ ...progress });
  const tried = new Set<string>();
  for (const [index, part] of parts.entries()) {
    for (let round = 0; round < MAX_ROUNDS_PER_PART; round += 1) {
      const missing = await missingReads(part, tried);
      if (missing.length === 0) break;
      const later = plannedMissing.slice(index + 1).reduce((a, b) => a + b, 0);
      progress.total = Math.max(progress.total, progress.done + progress.failed + missing.length + later);
      for (const read of missing) {
        const owner = currentCacheOwner(read.scope);
        if (!owner) continue;
        tried.add(cacheKey(owner, read.resource));
        try {
          await refreshCached(owner, read.resource, read.fetch, read.schema, { force: true });
          progress.done += 1;
        } catch {
          progress.failed += 1;
        }
        onProgress({ ...progress });
      }
    }
  }
  return progress;
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
