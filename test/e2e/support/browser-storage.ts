import type { Page } from '@playwright/test';

/** The portal's IndexedDB database (src/core/db/db.ts, PORTAL_DB_NAME). */
const PORTAL_DB = 'ops-portal';

/**
 * Every row of one store of the portal's IndexedDB, in key order (the outbox: first in first),
 * read with the browser's own IndexedDB API, as the page would find it after a reload.
 */
export function portalDbRows<Row>(page: Page, store: string): Promise<Row[]> {
  return page.evaluate(
    ({ dbName, storeName }) =>
      new Promise<Row[]>((resolve, reject) => {
        const opening = indexedDB.open(dbName);
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const db = opening.result;
          if (!db.objectStoreNames.contains(storeName)) {
            db.close();
            resolve([]);
            return;
          }
          const reading = db.transaction(storeName).objectStore(storeName).getAll();
          reading.onsuccess = () => {
            resolve(reading.result as Row[]);
            db.close();
          };
          reading.onerror = () => reject(reading.error);
        };
      }),
    { dbName: PORTAL_DB, storeName: store },
  );
}

/** A queued write as the outbox stores it (src/core/db/rows.ts, outboxRowSchema). */
export interface StoredOutboxRecord {
  seq: number;
  id: string;
  kind: string;
  payload: unknown;
  attempts: number;
  lastError: string | null;
}

export const outboxRecords = (page: Page) => portalDbRows<StoredOutboxRecord>(page, 'outbox');

/** How many rows one store of the portal's IndexedDB holds (counted in the page, nothing copied out). */
export function portalDbCount(page: Page, store: string): Promise<number> {
  return page.evaluate(
    ({ dbName, storeName }) =>
      new Promise<number>((resolve, reject) => {
        const opening = indexedDB.open(dbName);
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const db = opening.result;
          if (!db.objectStoreNames.contains(storeName)) {
            db.close();
            resolve(0);
            return;
          }
          const counting = db.transaction(storeName).objectStore(storeName).count();
          counting.onsuccess = () => {
            resolve(counting.result);
            db.close();
          };
          counting.onerror = () => reject(counting.error);
        };
      }),
    { dbName: PORTAL_DB, storeName: store },
  );
}

/** Records still waiting in the page's outbox. */
export const outboxSize = (page: Page) => portalDbCount(page, 'outbox');

/** The resources the read cache holds (`menu`, `accounts`, `roles`, …), each once. */
export async function cachedResources(page: Page): Promise<string[]> {
  const rows = await portalDbRows<{ resource: string }>(page, 'cache');
  return [...new Set(rows.map((row) => row.resource))].sort();
}

/**
 * Makes every cached read look old (fetched at the epoch), so the next page load revalidates each
 * one from the network instead of trusting copies fetched moments ago (the 5 s freshness window).
 */
export function ageCachedReads(page: Page): Promise<void> {
  return page.evaluate(
    (dbName) =>
      new Promise<void>((resolve, reject) => {
        const opening = indexedDB.open(dbName);
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const db = opening.result;
          const writing = db.transaction('cache', 'readwrite');
          const store = writing.objectStore('cache');
          const reading = store.openCursor();
          reading.onsuccess = () => {
            const cursor = reading.result;
            if (!cursor) return;
            cursor.update({ ...cursor.value, fetchedAt: 0 });
            cursor.continue();
          };
          writing.oncomplete = () => {
            db.close();
            resolve();
          };
          writing.onerror = () => reject(writing.error);
        };
      }),
    PORTAL_DB,
  );
}
