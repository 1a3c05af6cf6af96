import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { UsageLogRecord } from '../../src/contracts/usage';
import { testPasswordCost } from '../../src/server/auth/passwords';
import { openDatabase } from '../../src/server/db/database';
import { seedDemoDataIfEmpty } from '../../src/server/seed/seed';
import { prepareUsageLogInsert } from '../../src/server/usage/usage-store';

/** A usage log row as the replay bench queues it (a Chrome user agent, a per-visit url). */
export const benchUsageRecord = (userID: number, n: number, userAgent: string): UsageLogRecord => ({
  contextAccountID: 1001,
  roleID: '1',
  roleName: 'Admin',
  group: 'Apps',
  appName: 'Dashboard',
  appUrl: `/dashboard?visit=${n}`,
  userAgent,
  clientIP: '127.0.0.1',
  impersonatedUserID: null,
  userID,
  statusCode: 200,
  subRoute: null,
  itemID: null,
});

/**
 * The ceiling for the replay: `count` usage logs written straight into a fresh server database (a
 * temporary one, same schema, pragmas, statement and row), one autocommit insert each, no network,
 * no checks. Answers rows per second.
 */
export function benchRawUsageInsert(count: number, userAgent: string): number {
  const dataDir = mkdtempSync(join(tmpdir(), 'ops-bench-sqlite-'));
  const db = openDatabase(dataDir);
  // The demo users, as the server seeds them: usage logs belong to a user.
  seedDemoDataIfEmpty(db, Date.now(), testPasswordCost);
  try {
    const insert = prepareUsageLogInsert(db);
    const started = performance.now();
    for (let n = 0; n < count; n += 1) {
      insert({
        clientId: crypto.randomUUID(),
        receivedAt: Date.now(),
        record: benchUsageRecord(1, n, userAgent),
      });
    }
    return count / ((performance.now() - started) / 1000);
  } finally {
    db.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
