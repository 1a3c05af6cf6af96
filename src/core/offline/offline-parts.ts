import type { z } from '../../contracts/zod';
import type { CacheScope } from '../cache/model/cache-key';

/** How a read is being fetched: `background` when the user did not ask just now (no maintenance page on a 503). */
export interface ReadCall {
  background?: boolean;
}

/** One cached read as the cache layer knows it: its resource name, how to fetch it, its schema. */
export interface CachedRead {
  resource: string;
  /** A part saved in the background (`saveInBackground`) passes `call` on to the request layer. */
  fetch: (call?: ReadCall) => Promise<unknown>;
  schema: z.ZodMiniType;
  /** `account` (default) or `user` (docs/offline.md, cached reads). */
  scope?: CacheScope;
}

/**
 * One thing the offline-readiness view lists ('Menu', 'Page help and tutorials'): the cached reads
 * it is made of. Features register theirs (core does not know their resources); core registers
 * the user context and the menu.
 */
export interface OfflinePart {
  /** Plain words for the list. */
  label: string;
  /** Where in the list (ascending); parts whose reads depend on another part's come after it. */
  order: number;
  /**
   * The reads needed for offline use now, worked out from what is cached (one page help per page
   * of the cached menu, the notes of each cached active version). Reading the cache only: called
   * offline too.
   */
  reads(): Promise<CachedRead[]>;
}

const parts = new Map<string, OfflinePart>();
const listeners = new Set<() => void>();

/** Adds a part to the offline-readiness view; returns the function that takes it away again. */
export function registerOfflinePart(id: string, part: OfflinePart): () => void {
  parts.set(id, part);
  for (const listener of listeners) listener();
  return () => {
    if (parts.get(id) === part) parts.delete(id);
    for (const listener of listeners) listener();
  };
}

/** The registered parts in list order. */
export function offlineParts(): OfflinePart[] {
  return [...parts.values()].sort((a, b) => a.order - b.order);
}

export function onOfflinePartsChanged(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Registers several parts at once (the frame, for the features'); returns one function undoing all. */
export function registerOfflineParts(byId: Record<string, OfflinePart>): () => void {
  const undo = Object.entries(byId).map(([id, part]) => registerOfflinePart(id, part));
  return () => {
    for (const unregister of undo) unregister();
  };
}
