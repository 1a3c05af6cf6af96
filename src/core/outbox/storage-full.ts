/*
 * A record the device has no room to store (IndexedDB's QuotaExceededError) is never dropped: it
 * is held in this tab and stored again with a growing pause until there is room, and the user is
 * told while any record is held (the tab must stay open for them). Writes go one after another,
 * so a record queued behind a held one is not stored before it: the queue's order stays the
 * order of the user's actions.
 */

/** Pauses between tries to store a held record; the last repeats. */
export const HOLD_RETRY_MS = [1_000, 2_000, 5_000, 10_000, 30_000] as const;

/** Dexie rejects with its own error of the same name, the DOMException as `inner`. */
export function isQuotaExceeded(error: unknown): boolean {
  const named = (value: unknown) =>
    typeof value === 'object' &&
    value !== null &&
    (value as { name?: unknown }).name === 'QuotaExceededError';
  return named(error) || named((error as { inner?: unknown } | null)?.inner);
}

type HeldListener = (held: number) => void;
const listeners = new Set<HeldListener>();
let held = 0;

/** How many records wait for room now. */
export const heldRecords = () => held;

/** Hears how many records wait for room (0 once all are stored). Returns the unsubscribe. */
export function onHeldRecordsChange(listener: HeldListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function changeHeld(by: number): void {
  held += by;
  for (const listener of listeners) {
    try {
      listener(held);
    } catch (error) {
      console.error('Outbox: a storage listener failed', error);
    }
  }
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `write`; on a full device holds on and tries again until it is stored. */
async function storeOrHold<T>(write: () => Promise<T>): Promise<T> {
  let holding = false;
  try {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await write();
      } catch (error) {
        if (!isQuotaExceeded(error)) throw error;
        if (!holding) {
          holding = true;
          changeHeld(1);
          console.error(
            'Outbox: the device is out of storage; the record is held until there is room',
            error,
          );
        }
        await pause(HOLD_RETRY_MS[Math.min(attempt, HOLD_RETRY_MS.length - 1)] as number);
      }
    }
  } finally {
    if (holding) changeHeld(-1);
  }
}

let tail: Promise<unknown> = Promise.resolve();

/** Stores through `write` after every earlier record, holding it on a full device (above). */
export function storeInOrder<T>(write: () => Promise<T>): Promise<T> {
  const stored = tail.then(() => storeOrHold(write));
  tail = stored.catch(() => undefined);
  return stored;
}
