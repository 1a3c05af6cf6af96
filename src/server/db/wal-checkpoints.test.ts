import { rmSync, statSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testPasswordCost } from '../auth/passwords';
import { seedDemoDataIfEmpty } from '../seed/seed';
import { temporaryDataDir } from '../server.testkit';
import { adminUsage } from '../usage/admin-usage.testkit';
import { saveUsageLogs } from '../usage/usage-store';
import { type Db, databasePath, openDatabase } from './database';
import { checkpointWhenQuiet } from './wal-checkpoints';

describe('the WAL checkpointed once a burst of usage batches pauses', () => {
  let dir: string;
  let db: Db;
  beforeEach(() => {
    dir = temporaryDataDir('ops-wal-');
    db = openDatabase(dir);
    seedDemoDataIfEmpty(db, Date.now(), testPasswordCost);
    // The seed's pages in the database file, the WAL empty: what a checkpoint copies shows as growth.
    db.pragma('wal_checkpoint(TRUNCATE)');
  });
  afterEach(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });
  /** The database file's size: it grows only when a checkpoint copies the WAL's pages into it. */
  const databaseBytes = () => statSync(databasePath(dir)).size;

  it('a replay of 10,000 records (20 calls) is not checkpointed inside its calls, and is once they stop', async () => {
    const stop = checkpointWhenQuiet(db, 50);
    try {
      const before = databaseBytes();
      for (let call = 0; call < 20; call += 1) {
        const logs = Array.from({ length: 500 }, (_, n) => ({
          clientId: crypto.randomUUID(),
          receivedAt: Date.now(),
          record: adminUsage(call * 500 + n),
        }));
        saveUsageLogs(db, logs);
      }
      // About 2,000 WAL pages: past SQLite's default of 1,000, which checkpointed inside a commit.
      expect(databaseBytes()).toBe(before);
      await vi.waitFor(() => expect(databaseBytes()).toBeGreaterThan(before), { timeout: 5_000 });
    } finally {
      stop();
    }
  });
});
