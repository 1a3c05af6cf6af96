/** The part of `navigator.storage` this module uses (absent in old browsers and in Node). */
export interface PersistableStorage {
  persisted(): Promise<boolean>;
  persist(): Promise<boolean>;
}

let asked = false;

/**
 * Asks the browser, once per page after sign-in, to keep this origin's storage under pressure:
 * without it, IndexedDB is "best effort" and may be evicted, losing queued usage records and
 * favorites changes made offline. Best effort itself: Chromium grants or refuses silently (an
 * installed app, a bookmarked or often used site is granted), Firefox may ask the user, and no
 * answer changes what the app does. Never throws. Resolves with the browser's answer, if any.
 */
export async function requestPersistentStorage(
  storage: PersistableStorage | undefined = typeof navigator === 'undefined' ? undefined : navigator.storage,
): Promise<boolean | undefined> {
  if (asked || !storage?.persist || !storage.persisted) return undefined;
  asked = true;
  try {
    if (await storage.persisted()) return true;
    return await storage.persist();
  } catch (error) {
    console.warn('Storage: could not ask for persistent storage', error);
    return undefined;
  }
}

/** Test helper: the next sign-in asks again. */
export function resetPersistentStorageRequest(): void {
  asked = false;
}
