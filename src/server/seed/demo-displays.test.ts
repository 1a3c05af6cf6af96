import { rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { testPasswordCost } from '../auth/passwords';
import { type Db, openDatabase } from '../db/database';
import { migratedDataDir } from '../server.testkit';
import { seedDemoDataIfEmpty } from './seed';

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

const displayIds = (db: Db) =>
  db
    .prepare<[], { id: number }>('SELECT id FROM displays ORDER BY id')
    .all()
    .map((row) => row.id);

describe('demo displays', () => {
  it('are seeded with a fresh database', () => {
    const db = freshDatabase();
    seedDemoDataIfEmpty(db, Date.now(), testPasswordCost);
    expect(displayIds(db)).toEqual([1, 2, 3]);
  });

  it('are seeded into a database seeded before displays existed (users already there)', () => {
    const db = freshDatabase();
    seedDemoDataIfEmpty(db, Date.now(), testPasswordCost);
    db.exec(
      'DELETE FROM displays; DELETE FROM account_vehicles; DELETE FROM account_tasks; DELETE FROM account_alerts;',
    );
    seedDemoDataIfEmpty(db, Date.now(), testPasswordCost);
    expect(displayIds(db)).toEqual([1, 2, 3]);
  });

  it('are not brought back after an admin deleted every display', () => {
    const db = freshDatabase();
    seedDemoDataIfEmpty(db, Date.now(), testPasswordCost);
    db.exec('DELETE FROM displays');
    seedDemoDataIfEmpty(db, Date.now(), testPasswordCost);
    expect(displayIds(db)).toEqual([]);
  });
});
