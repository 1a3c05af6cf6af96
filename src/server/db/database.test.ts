import { rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { testPasswordCost } from '../auth/passwords';
import { demoUsers } from '../seed/demo-users';
import { seedDemoDataIfEmpty } from '../seed/seed';
import { temporaryDataDir } from '../server.testkit';
import { appliedMigrationVersions, type Db, openDatabase } from './database';
import { migrations } from './migrations';

const dirs: string[] = [];
const freshDir = () => {
  const dir = temporaryDataDir();
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('migrations', () => {
  it('are numbered 1, 2, 3 … in order, each once', () => {
    expect(migrations.map((m) => m.version)).toEqual(migrations.map((_, index) => index + 1));
  });

  it('run once: reopening applies nothing again and keeps the data', () => {
    const dir = freshDir();
    const first = openDatabase(dir);
    expect(seedDemoDataIfEmpty(first, Date.now(), testPasswordCost)).toBe(true);
    first.prepare('UPDATE users SET name = ? WHERE username = ?').run('Renamed Admin', 'admin');
    const versions = appliedMigrationVersions(first);
    first.close();

    const reopened = openDatabase(dir);
    expect(appliedMigrationVersions(reopened)).toEqual(versions);
    expect(seedDemoDataIfEmpty(reopened, Date.now(), testPasswordCost)).toBe(false);
    expect(reopened.prepare('SELECT name FROM users WHERE username = ?').pluck().get('admin')).toBe(
      'Renamed Admin',
    );
    reopened.close();
  });

  it('12 keeps the displays and their heartbeats, and from then on a deleted display id is not given again', () => {
    const dir = freshDir();
    const before = openDatabase(
      dir,
      migrations.filter((migration) => migration.version < 12),
    );
    seedDemoDataIfEmpty(before, Date.now(), testPasswordCost);
    before
      .prepare(
        `INSERT OR REPLACE INTO display_heartbeats (display_id, received_at, app_version, last_refresh_at,
          queue_depth, wake_lock, online, connection_since) VALUES (1, 5, 'v1', NULL, 0, 'held', 1, 4)`,
      )
      .run();
    const read = (db: typeof before) => ({
      displays: db.prepare('SELECT * FROM displays ORDER BY id').all(),
      heartbeats: db.prepare('SELECT * FROM display_heartbeats ORDER BY display_id').all(),
    });
    const kept = read(before);
    expect(kept.displays.length).toBeGreaterThan(0);
    expect(kept.heartbeats.length).toBeGreaterThan(0);
    before.close();

    const after = openDatabase(dir);
    expect(read(after)).toEqual(kept);
    const add = after.prepare(
      `INSERT INTO displays (name, account_id, layout, rotate_seconds, refresh_seconds, panels_json)
        VALUES ('Dock 9', 1002, 'grid', 20, 60, '[]')`,
    );
    const deleted = Number(add.run().lastInsertRowid);
    after.prepare('DELETE FROM displays WHERE id = ?').run(deleted);
    expect(Number(add.run().lastInsertRowid)).toBe(deleted + 1);
    after.close();
  });

  /** The tables migration 13 makes again with AUTOINCREMENT ids (walkthrough 13, D1 named). */
  const contentTables = [
    'help_topics',
    'help_items',
    'tutorials',
    'help_agents',
    'release_versions',
    'release_notes',
    'announcements',
    'notifications',
  ];
  type Row = Record<string, unknown>;

  /** Deletes the table's highest row and adds it again without its id: answers both ids. */
  const deleteHighestAndAddAgain = (db: Db, table: string) => {
    const highest = db.prepare<[], Row>(`SELECT * FROM ${table} ORDER BY id DESC LIMIT 1`).get();
    if (!highest) throw new Error(`${table} has no rows`);
    const { id, ...values } = highest;
    // Only the id is looked at: the rows pointing at the deleted one may stay for this.
    db.pragma('foreign_keys = OFF');
    db.prepare(`DELETE FROM ${table} WHERE id = ?`).run(id);
    const columns = Object.keys(values);
    const added = db
      .prepare(`INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`)
      .run(...Object.values(values)).lastInsertRowid;
    db.pragma('foreign_keys = ON');
    return { deleted: Number(id), added: Number(added) };
  };

  it.each(contentTables)(
    '13: a deleted %s id is never given again, the highest deleted last included',
    (table) => {
      const db = openDatabase(freshDir());
      seedDemoDataIfEmpty(db, Date.now(), testPasswordCost);
      const { deleted, added } = deleteHighestAndAddAgain(db, table);
      expect(added).toBeGreaterThan(deleted);
      db.close();
    },
  );

  it('13 keeps every row and id, the rows pointing at the tables it remakes, their indexes and keys', () => {
    const dir = freshDir();
    const before = openDatabase(
      dir,
      migrations.filter((migration) => migration.version < 13),
    );
    seedDemoDataIfEmpty(before, Date.now(), testPasswordCost);
    // Rows of every kind that points at a remade table (the seed has tutorial steps, note apps).
    before.prepare("INSERT INTO finished_tutorials VALUES (1, (SELECT MAX(id) FROM tutorials), 'x')").run();
    before
      .prepare('INSERT INTO announcement_acknowledgements VALUES (1, (SELECT MAX(id) FROM announcements), 7)')
      .run();
    const read = (db: Db) => {
      const tables = db
        .prepare<[], { name: string }>(
          "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT IN ('schema_migrations', 'sqlite_sequence') ORDER BY name",
        )
        .pluck()
        .all() as unknown as string[];
      return Object.fromEntries(
        tables.map((table) => [
          table,
          {
            rows: db.prepare(`SELECT * FROM ${table} ORDER BY rowid`).all(),
            columns: db.pragma(`table_info(${table})`),
            keys: db.pragma(`foreign_key_list(${table})`),
            indexes: (db.pragma(`index_list(${table})`) as Row[]).map(({ seq: _, ...index }) => ({
              ...index,
              on: db.pragma(`index_info(${String(index.name)})`),
            })),
          },
        ]),
      );
    };
    const kept = read(before);
    for (const table of [...contentTables, 'tutorial_items', 'release_note_apps', 'finished_tutorials'])
      expect(kept[table]?.rows.length, table).toBeGreaterThan(0);
    before.close();

    // Up to 13 only: later migrations add tables of their own.
    const after = openDatabase(
      dir,
      migrations.filter((migration) => migration.version <= 13),
    );
    expect(read(after)).toEqual(kept);
    expect(after.pragma('foreign_key_check')).toEqual([]);
    expect(after.pragma('foreign_keys', { simple: true })).toBe(1);
    for (const table of contentTables) {
      const highest = after.prepare(`SELECT MAX(id) FROM ${table}`).pluck().get();
      expect(deleteHighestAndAddAgain(after, table).added, table).toBe(Number(highest) + 1);
    }
    after.close();
  });

  it('15 starts the sign-ins already open from their user’s selection, which each then keeps', () => {
    const dir = freshDir();
    const before = openDatabase(
      dir,
      migrations.filter((migration) => migration.version < 15),
    );
    seedDemoDataIfEmpty(before, Date.now(), testPasswordCost);
    before.prepare('UPDATE users SET selected_role_id = 4, selected_account_id = 1002 WHERE id = 2').run();
    // Set, not the columns' null: a migration that copied nothing would not pass for this one either.
    before.prepare('UPDATE users SET selected_role_id = 3, selected_account_id = 1001 WHERE id = 3').run();
    before
      .prepare(
        `INSERT INTO sessions (id, user_id, refresh_token_hash, created_at, expires_at)
          VALUES (1, 2, 'a', 0, 1), (2, 3, 'b', 0, 1)`,
      )
      .run();
    const users = before.prepare('SELECT id, selected_role_id, selected_account_id FROM users').all();
    before.close();

    const after = openDatabase(dir);
    expect(
      after.prepare('SELECT id, selected_role_id, selected_account_id FROM sessions ORDER BY id').all(),
    ).toEqual([
      { id: 1, selected_role_id: 4, selected_account_id: 1002 },
      { id: 2, selected_role_id: 3, selected_account_id: 1001 },
    ]);
    // The user's own columns stay: where a new sign-in starts.
    expect(after.prepare('SELECT id, selected_role_id, selected_account_id FROM users').all()).toEqual(users);
    after.close();
  });

  it('16 indexes the chat conversations by when they started, keeping them', () => {
    const dir = freshDir();
    const before = openDatabase(
      dir,
      migrations.filter((migration) => migration.version < 16),
    );
    seedDemoDataIfEmpty(before, Date.now(), testPasswordCost);
    before
      .prepare(
        `INSERT INTO help_chat_conversations (id, user_id, connection, created_at)
          VALUES ('a', 1, 'builtin:help-topics', 5), ('b', 1, 'builtin:help-topics', 7)`,
      )
      .run();
    before.close();

    const after = openDatabase(dir);
    expect(after.prepare('SELECT id, created_at FROM help_chat_conversations ORDER BY id').all()).toEqual([
      { id: 'a', created_at: 5 },
      { id: 'b', created_at: 7 },
    ]);
    expect(
      after
        .prepare("SELECT name FROM pragma_index_list('help_chat_conversations') WHERE origin = 'c'")
        .pluck()
        .all(),
    ).toEqual(['help_chat_conversations_by_start']);
    after.close();
  });

  it('17 counts a version already pushed, by the notifications it left, as pushed', () => {
    const dir = freshDir();
    const before = openDatabase(
      dir,
      migrations.filter((migration) => migration.version < 17),
    );
    seedDemoDataIfEmpty(before, Date.now(), testPasswordCost);
    const version = (v: string) =>
      before.prepare('SELECT id FROM release_versions WHERE version = ?').pluck().get(v) as number;
    const notify = before.prepare(
      `INSERT INTO notifications (user_id, category_name, title, text, allow_acknowledge, created_at)
        VALUES (?, 'Alert', ?, '', 1, ?)`,
    );
    notify.run(1, 'Version 3.2.0 released', 9);
    notify.run(2, 'Version 3.2.0 released', 8);
    notify.run(1, 'Version 3.3.0 is close', 7);
    const pushed = version('3.2.0');
    before.close();

    const after = openDatabase(dir);
    expect(after.prepare('SELECT version_id, pushed_at FROM release_pushes').all()).toEqual([
      { version_id: pushed, pushed_at: 8 },
    ]);
    after.close();
  });

  it('uses WAL journaling', () => {
    const db = openDatabase(freshDir());
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    db.close();
  });
});

describe('demo seed', () => {
  it('stores salted scrypt hashes, never the password', () => {
    const db = openDatabase(freshDir());
    seedDemoDataIfEmpty(db, Date.now(), testPasswordCost);
    const hashes = db.prepare('SELECT password_hash FROM users').pluck().all() as string[];
    expect(hashes.length).toBe(demoUsers.length);
    for (const hash of hashes) {
      expect(hash).not.toContain('demo');
      expect(hash).toMatch(/^scrypt\$/);
    }
    expect(new Set(hashes).size).toBe(hashes.length);
    db.close();
  });
});
