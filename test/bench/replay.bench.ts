import { type Browser, expect, type Page } from '@playwright/test';
import type { UsageLogRecord } from '../../src/contracts/usage';
import { outboxSize } from '../e2e/support/browser-storage';
import { startRestartableServer } from '../e2e/support/restartable-server';
import { TestControls } from '../e2e/support/test-controls';
import { newContext, signInControlled } from './bench-browser';
import { type CpuByRole, cpuByRole, cpuSince } from './process-cpu';

export interface ReplayResult {
  records: number;
  /** From the app's start (navigation to /home) until the outbox is empty. */
  totalMs: number;
  /** From the first to the last record the server received. */
  serverSpanMs: number;
  /** From the app's start until the server received the first record (the app's start, the hub's connection). */
  firstRecordMs: number;
  /** The browser's, in every queued record (the raw insert bench writes the same row). */
  userAgent: string;
  /**
   * CPU used from the app's start until the outbox was empty, ms: this process (the server, which
   * runs in it, and Playwright's polling), the page's renderer, chromium's browser process
   * (IndexedDB), the rest of chromium (network service, GPU).
   */
  cpu: CpuByRole;
}

/**
 * Writes `count` usage records into the outbox as the app stores them (IndexedDB rows of
 * outboxRowSchema), from a page without the app, so nothing replays them yet.
 */
async function queueUsageRecords(page: Page, count: number): Promise<string[]> {
  return page.evaluate((count) => {
    const session = JSON.parse(localStorage.getItem('ops.session') ?? '{}') as { user: { id: number } };
    const userId = session.user.id;
    // No named functions in here: tsx would wrap them in a helper the page does not have.
    // What the app logs for the admin (account 1001, role 1): the server refuses a record claiming
    // an account, role or app its user does not hold.
    const template: UsageLogRecord = {
      contextAccountID: 1001,
      roleID: '1',
      roleName: 'Site Administrator',
      group: 'Apps',
      appName: 'Dashboard',
      appUrl: '/dashboard',
      userAgent: navigator.userAgent,
      clientIP: null,
      impersonatedUserID: null,
      userID: userId,
      statusCode: 200,
      subRoute: null,
      itemID: null,
    };
    return new Promise<string[]>((resolve, reject) => {
      const opening = indexedDB.open('ops-portal');
      opening.onerror = () => reject(opening.error);
      opening.onsuccess = () => {
        const db = opening.result;
        const transaction = db.transaction('outbox', 'readwrite');
        const ids: string[] = [];
        const now = Date.now();
        for (let n = 0; n < count; n += 1) {
          const id = crypto.randomUUID();
          ids.push(id);
          transaction.objectStore('outbox').add({
            id,
            kind: 'usage',
            payload: { ...template, appUrl: `/dashboard?visit=${n}` },
            userId,
            attempts: 0,
            nextAttemptAt: now,
            lastError: null,
            createdAt: now,
            sendingSince: null,
          });
        }
        transaction.oncomplete = () => {
          db.close();
          resolve(ids);
        };
        transaction.onerror = () => reject(transaction.error);
      };
    });
  }, count);
}

/**
 * The real outbox replay in chromium (its real IndexedDB) through the real usage hub client to
 * the real reference server: `count` records queued while the app was closed, sent when it starts.
 */
export async function benchReplay(browser: Browser, count: number): Promise<ReplayResult> {
  const server = await startRestartableServer();
  const context = await newContext(browser, server.url);
  try {
    const page = await context.newPage();
    await signInControlled(page);
    await page.goto('/bench-static.html');
    const ids = await queueUsageRecords(page, count);

    const cpuBefore = cpuByRole();
    const started = performance.now();
    const startedAt = Date.now();
    await page.goto('/home');
    await expect.poll(() => outboxSize(page), { timeout: 120_000, intervals: [50] }).toBe(0);
    const totalMs = performance.now() - started;
    const cpu = cpuSince(cpuBefore);

    const logs = await new TestControls(server.url).usageLogs();
    const received = logs.map((log) => log.id);
    if (received.length !== ids.length || received.some((id, index) => id !== ids[index]))
      throw new Error(`The server holds ${received.length} records, not the ${ids.length} queued, in order.`);
    const times = logs.map((log) => log.receivedAt);
    const userAgent = logs[0]?.record.userAgent ?? '';
    const first = Math.min(...times);
    return {
      records: count,
      totalMs,
      serverSpanMs: Math.max(...times) - first,
      firstRecordMs: first - startedAt,
      userAgent,
      cpu,
    };
  } finally {
    await context.close();
    await server.dispose();
  }
}
