import type { z } from '../../contracts/zod';

/*
 * The app's one way to localStorage and sessionStorage: every use goes through here, never the
 * globals. A browser may refuse either store (storage disabled by policy: reading
 * `window.sessionStorage` itself throws SecurityError) or refuse writes (QuotaExceededError: full,
 * or a private mode of old). Then the app keeps working with in-memory state and loses only what
 * the store would have kept past a reload (walkthrough 10, defect 3: a refused per-tab marker took
 * the home page down).
 */

/** localStorage (the device, every tab), or sessionStorage (what one tab keeps across its reloads). */
export type StorageArea = 'local' | 'session';

/** The store; reading it throws where the browser refuses it, so only inside a `try`. */
const storageOf = (area: StorageArea): Storage | undefined =>
  area === 'local' ? globalThis.localStorage : globalThis.sessionStorage;

/**
 * sessionStorage writes the tab refused, kept for this page instead (`null`: removed): the page
 * reads back what it wrote, and only a reload forgets it. Not for localStorage, which other tabs
 * share: there a value of this page would hide the one another tab stored.
 */
const refusedTabWrites = new Map<string, string | null>();

/** The raw text under `key`; undefined when absent or when the store cannot be read. */
export function readStoredText(key: string, area: StorageArea = 'local'): string | undefined {
  if (area === 'session' && refusedTabWrites.has(key)) return refusedTabWrites.get(key) ?? undefined;
  try {
    return storageOf(area)?.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Stores `text` under `key` (undefined removes it). False when the store refused. */
export function writeStoredText(key: string, text: string | undefined, area: StorageArea = 'local'): boolean {
  let stored = false;
  try {
    const storage = storageOf(area);
    if (storage) {
      if (text === undefined) storage.removeItem(key);
      else storage.setItem(key, text);
      stored = true;
    }
  } catch {
    // Storage full or blocked (private mode): the app keeps working with in-memory state.
  }
  if (area === 'session') {
    if (stored) refusedTabWrites.delete(key);
    else refusedTabWrites.set(key, text ?? null);
  }
  return stored;
}

/** Every key the store holds now (none when it cannot be read). */
export function storedKeys(area: StorageArea = 'local'): string[] {
  try {
    const storage = storageOf(area);
    const keys: string[] = [];
    for (let index = 0; storage && index < storage.length; index += 1) keys.push(storage.key(index) ?? '');
    return keys;
  } catch {
    return [];
  }
}

/**
 * A stored value parsed against a schema on every read: a value written by an older build, by
 * hand or half-written reads as absent instead of crashing the app.
 */
export function readStored<S extends z.ZodMiniType>(
  key: string,
  schema: S,
  area: StorageArea = 'local',
): z.output<S> | undefined {
  const raw = readStoredText(key, area);
  if (raw === undefined) return undefined;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Stores `value` as JSON under `key` (undefined removes it); a refusal is not an error. */
export function writeStored(key: string, value: unknown, area: StorageArea = 'local'): void {
  writeStoredText(key, value === undefined ? undefined : JSON.stringify(value), area);
}
