import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { foldForSearch } from '../../contracts/search-fold';
import { migrations as allMigrations, type Migration } from './migrations';
import { rebuildWithAutoincrementId, withForeignKeysOff } from './table-rebuild';
import { WAL_AUTOCHECKPOINT_PAGES } from './wal-checkpoints';

export type Db = Database.Database;

export const databaseFileName = 'ops-portal.sqlite';

export function databasePath(dataDir: string): string {
  return join(dataDir, databaseFileName);
}

/** Opens (creating if needed) the database in dataDir, in WAL mode, with every migration applied. */
export function openDatabase(dataDir: string, migrations: readonly Migration[] = allMigrations): Db {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(databasePath(dataDir));
  db.pragma('journal_mode = WAL');
  db.pragma(`wal_autocheckpoint = ${WAL_AUTOCHECKPOINT_PAGES}`);
  db.pragma('foreign_keys = ON');
  // Another process (npm run db:reset) may hold the write lock for a moment.
  db.pragma('busy_timeout = 5000');
  reusePreparedStatements(db);
  registerSearchFold(db);
  migrate(db, migrations);
  return db;
}

/**
 * `fold_for_search(text)` in SQL: the app's search folding (`foldForSearch`: any case, accents
 * ignored). SQLite's LIKE folds ASCII letters only, so 'ZÜRICH' and 'zurich' missed 'Zürich'
 * (walkthrough 22, F3). Declared deterministic (same text, same answer), which lets SQLite fold
 * it on constants and use it in indexes and generated columns.
 */
function registerSearchFold(db: Db): void {
  db.function('fold_for_search', { deterministic: true }, (text: unknown) =>
    typeof text === 'string' ? foldForSearch(text) : null,
  );
}

/** More distinct SQL texts than the server has (a few hundred): the cache starts over past it. */
const MAX_CACHED_STATEMENTS = 1000;

/**
 * `db.prepare(sql)` answers the statement prepared before for the same text. The server prepares
 * inline where it queries, and preparing costs about as much as running a small query: a menu read
 * spent a sixth of its time there. Safe because no statement is left mid-iteration or switched
 * to raw/pluck mode, and SQLite re-prepares a statement itself when the schema changed.
 */
function reusePreparedStatements(db: Db): void {
  const prepared = new Map<string, Database.Statement>();
  const prepare = db.prepare.bind(db);
  db.prepare = ((sql: string) => {
    let statement = prepared.get(sql);
    if (!statement) {
      if (prepared.size >= MAX_CACHED_STATEMENTS) prepared.clear();
      statement = prepare(sql);
      prepared.set(sql, statement);
    }
    return statement;
  }) as Db['prepare'];
}

export function appliedMigrationVersions(db: Db): number[] {
  return db
    .prepare<[], { version: number }>('SELECT version FROM schema_migrations ORDER BY version')
    .all()
    .map((row) => row.version);
}

/**
 * Runs, in order and each in its own transaction, the migrations this database has not run yet; one
 * remaking tables runs with foreign keys off (table-rebuild.ts).
 */
export function migrate(db: Db, migrations: readonly Migration[]): void {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`);
  const applied = new Set(appliedMigrationVersions(db));
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
  for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
    if (applied.has(migration.version)) continue;
    const { autoincrementIds } = migration;
    const run = () => {
      db.exec(migration.sql);
      for (const table of autoincrementIds ?? []) rebuildWithAutoincrementId(db, table);
      record.run(migration.version, migration.name, new Date().toISOString());
    };
    if (autoincrementIds) withForeignKeysOff(db, run);
    else db.transaction(run)();
  }
}

/** Drops every table (schema_migrations included), leaving an empty database for migrate + seed. */
export function dropAllTables(db: Db): void {
  const tables = db
    .prepare<[], { name: string }>(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
    )
    .all();
  db.pragma('foreign_keys = OFF');
  try {
    db.transaction(() => {
      for (const { name } of tables) db.exec(`DROP TABLE IF EXISTS "${name}"`);
    })();
  } finally {
    db.pragma('foreign_keys = ON');
  }
}
