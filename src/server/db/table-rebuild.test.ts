import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from './database';
import { rebuildWithAutoincrementId, withForeignKeysOff } from './table-rebuild';

let db: Db;
beforeEach(() => {
  db = new Database(':memory:');
  db.pragma('foreign_keys = ON');
  db.exec(`
    CREATE TABLE parents (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, touched INTEGER NOT NULL DEFAULT 0);
    CREATE INDEX parents_by_touched ON parents (touched);
    CREATE TRIGGER parents_touch AFTER UPDATE OF name ON parents BEGIN
      UPDATE parents SET touched = touched + 1 WHERE id = NEW.id;
    END;
    CREATE TABLE children (parent_id INTEGER NOT NULL REFERENCES parents(id) ON DELETE CASCADE, note TEXT);
    INSERT INTO parents (id, name) VALUES (1, 'a'), (3, 'c');
    INSERT INTO children VALUES (3, 'of c');
  `);
});
afterEach(() => db.close());

const rebuild = () => withForeignKeysOff(db, () => rebuildWithAutoincrementId(db, 'parents'));
const schemaOf = (table: string) =>
  db.prepare('SELECT type, name FROM sqlite_master WHERE tbl_name = ? ORDER BY name').all(table);

describe('rebuildWithAutoincrementId', () => {
  it('keeps rows, ids, the rows pointing at them, indexes and triggers; the deleted highest id stays used', () => {
    const schema = schemaOf('parents');
    rebuild();
    expect(db.prepare('SELECT id, name FROM parents ORDER BY id').all()).toEqual([
      { id: 1, name: 'a' },
      { id: 3, name: 'c' },
    ]);
    expect(db.prepare('SELECT * FROM children').all()).toEqual([{ parent_id: 3, note: 'of c' }]);
    expect(schemaOf('parents')).toEqual(schema);
    db.prepare("UPDATE parents SET name = 'a2' WHERE id = 1").run();
    expect(db.prepare('SELECT touched FROM parents WHERE id = 1').pluck().get()).toBe(1);
    expect(() => db.prepare("INSERT INTO parents (name) VALUES ('a2')").run()).toThrow(/UNIQUE/);
    // The keys still hold and still cascade.
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    db.prepare('DELETE FROM parents WHERE id = 3').run();
    expect(db.prepare('SELECT COUNT(*) FROM children').pluck().get()).toBe(0);
    expect(db.prepare("INSERT INTO parents (name) VALUES ('d')").run().lastInsertRowid).toBe(4);
  });

  it('refuses a table whose id is AUTOINCREMENT already, or that has no such id', () => {
    rebuild();
    expect(rebuild).toThrow(/without AUTOINCREMENT/);
    expect(() => withForeignKeysOff(db, () => rebuildWithAutoincrementId(db, 'children'))).toThrow(
      /without AUTOINCREMENT/,
    );
  });
});

describe('withForeignKeysOff', () => {
  it('keeps nothing when the work leaves a foreign key broken, and turns the keys on again', () => {
    expect(() =>
      withForeignKeysOff(db, () => {
        rebuildWithAutoincrementId(db, 'parents');
        db.prepare('DELETE FROM parents WHERE id = 3').run();
      }),
    ).toThrow(/broke foreign keys/);
    expect(db.prepare('SELECT COUNT(*) FROM parents').pluck().get()).toBe(2);
    expect(db.prepare("SELECT sql FROM sqlite_master WHERE name = 'parents'").pluck().get()).not.toMatch(
      /AUTOINCREMENT/,
    );
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
  });
});
