import { rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { ErrorReport } from '../../contracts/telemetry';
import { type Db, openDatabase } from '../db/database';
import { migratedDataDir } from '../server.testkit';
import {
  KEPT_ERROR_REPORTS,
  KEPT_HUB_INFORMATION_REPORTS,
  latestErrorReports,
  saveErrorReport,
} from './telemetry-store';

const opened: { db: Db; dir: string }[] = [];
function freshDatabase(): Db {
  const dir = migratedDataDir();
  const db = openDatabase(dir);
  opened.push({ db, dir });
  return db;
}
afterEach(() => {
  for (const { db, dir } of opened.splice(0)) {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

const hubInformation = (n: number): ErrorReport => ({
  kind: 'hub-log',
  level: 2,
  source: 'Usage hub',
  message: `WebSocket connected to wss://portal/hubs/usage (${n})`,
  path: '/home',
});
const fault = (message: string): ErrorReport => ({ kind: 'uncaught-error', message, path: '/home' });
// One transaction: a thousand separate commits would make this test slow, not the rule.
const saveAll = (db: Db, reports: readonly ErrorReport[]) =>
  db.transaction(() => {
    for (const report of reports) saveErrorReport(db, report, null, 0);
  })();
const count = (db: Db, where: string) =>
  db.prepare<[], { n: number }>(`SELECT COUNT(*) AS n FROM error_reports WHERE ${where}`).get()?.n;

describe('the kept error reports (walkthrough 9: hub Information filled the 1000)', () => {
  it('keeps a real error however many hub Information messages follow it', () => {
    const db = freshDatabase();
    saveErrorReport(db, fault('TypeError: x is undefined'), null, 0);
    // 6 a page load: this many filled the old budget of 1000 after about 170 page loads.
    saveAll(
      db,
      Array.from({ length: KEPT_ERROR_REPORTS + 20 }, (_, n) => hubInformation(n)),
    );

    expect(count(db, "message = 'TypeError: x is undefined'")).toBe(1);
    expect(count(db, "kind = 'hub-log'")).toBe(KEPT_HUB_INFORMATION_REPORTS);
    // The newest Information messages are the ones kept.
    expect(latestErrorReports(db, 1)[0]?.message).toContain(`(${KEPT_ERROR_REPORTS + 19})`);
  });

  it('keeps the latest 1000 errors, hub warnings among them, and the hub Information apart', () => {
    const db = freshDatabase();
    saveAll(db, [hubInformation(1), { ...hubInformation(2), level: 3, message: 'Reconnecting' }]);
    saveAll(
      db,
      Array.from({ length: KEPT_ERROR_REPORTS }, (_, n) => fault(`fault ${n}`)),
    );

    expect(count(db, '1')).toBe(KEPT_ERROR_REPORTS + 1);
    expect(count(db, "message LIKE 'WebSocket connected%'")).toBe(1);
    expect(count(db, "message = 'Reconnecting'")).toBe(0);
    expect(count(db, "message = 'fault 0'")).toBe(1);
  });
});
