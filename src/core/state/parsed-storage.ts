import type { z } from '../../contracts/zod';

/**
 * localStorage parsed against a schema on every read: a value written by an older build, by
 * hand or half-written reads as absent instead of crashing the app.
 */
export function readStored<S extends z.ZodMiniType>(key: string, schema: S): z.output<S> | undefined {
  try {
    const raw = globalThis.localStorage?.getItem(key);
    if (raw == null) return undefined;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    if (value === undefined) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked (private mode): the app keeps working with in-memory state.
  }
}
