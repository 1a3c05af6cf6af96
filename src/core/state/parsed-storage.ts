import type { z } from '../../contracts/zod';

/**
 * localStorage parsed against a schema on every read: a value written by an older build, by
 * hand or half-written reads as absent instead of crashing the app.
 */
export function readStored<S extends z.ZodMiniType>(
  key: string,
  schema: S,
  storage = globalThis.localStorage,
): z.output<S> | undefined {
  try {
    const raw = storage?.getItem(key);
    if (raw == null) return undefined;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** `storage`: localStorage, or sessionStorage for what one tab alone keeps (across its reloads). */
export function writeStored(key: string, value: unknown, storage = globalThis.localStorage): void {
  try {
    if (value === undefined) storage?.removeItem(key);
    else storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked (private mode): the app keeps working with in-memory state.
  }
}
