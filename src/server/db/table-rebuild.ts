import type { Db } from './database';

/*
 * SQLite cannot add AUTOINCREMENT to a table's id with ALTER TABLE: the table is made again
 * (https://www.sqlite.org/lang_altertable.html#otheralter, the twelve steps). Without it SQLite
 * gives a new row the highest id in use plus one, so the id of the row deleted last comes back;
 * the company API's identity columns never give an id twice, and a client holding a deleted row's
 * id (a screen's address, an editor left open) must find it gone, not find another row.
 */

/** A foreign key that does not hold: PRAGMA foreign_key_check's row. */
interface BrokenKey {
  table: string;
  rowid: number | null;
  parent: string;
  fkid: number;
}

const brokenKeys = (db: Db): string[] =>
  (db.pragma('foreign_key_check') as BrokenKey[]).map((row) => JSON.stringify(row)).sort();

/**
 * Runs `work` in one transaction with foreign keys off, as a table rebuild needs: with them on,
 * dropping the old table would delete (ON DELETE CASCADE) or refuse for the rows of the tables that
 * point at it. The pragma does nothing inside a transaction, so it is switched outside. Before
 * committing, every foreign key that held before must still hold, else nothing is kept.
 */
export function withForeignKeysOff(db: Db, work: () => void): void {
  const wereOn = db.pragma('foreign_keys', { simple: true }) === 1;
  db.pragma('foreign_keys = OFF');
  try {
    db.transaction(() => {
      const before = new Set(brokenKeys(db));
      work();
      const broken = brokenKeys(db).filter((row) => !before.has(row));
      if (broken.length > 0)
        throw new Error(`The table rebuild broke foreign keys: ${broken.slice(0, 5).join(', ')}`);
    })();
  } finally {
    if (wereOn) db.pragma('foreign_keys = ON');
  }
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The table's `id INTEGER PRIMARY KEY` column clause, not yet AUTOINCREMENT. */
const PLAIN_ID = /\bid INTEGER PRIMARY KEY\b(?!\s+AUTOINCREMENT)/gi;

/**
 * Makes `table` again with `id INTEGER PRIMARY KEY AUTOINCREMENT`, keeping every row with its id,
 * its other columns and constraints as they were, its indexes and triggers. SQLite's sequence
 * starts at the highest id kept. Call it inside `withForeignKeysOff`: the rows of other tables
 * pointing at this one stay (their keys name the table, which has its name again at the end).
 */
export function rebuildWithAutoincrementId(db: Db, table: string): void {
  if (!/^[a-z_]+$/.test(table)) throw new Error(`'${table}' is not a table name this rebuild takes.`);
  const created = db
    .prepare<[string], { sql: string }>("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?")
    .get(table)?.sql;
  if (!created) throw new Error(`There is no table ${table} to rebuild.`);
  if ((created.match(PLAIN_ID) ?? []).length !== 1)
    throw new Error(`Table ${table} has no 'id INTEGER PRIMARY KEY' without AUTOINCREMENT.`);
  const name = new RegExp(`^CREATE TABLE\\s+("?)${table}\\1\\s*\\(`, 'i');
  if (!name.test(created)) throw new Error(`Table ${table}'s definition does not start as expected.`);
  // Indexes and triggers go with the old table; the ones SQLite makes itself (UNIQUE) have no SQL.
  const dependants = db
    .prepare<[string], { sql: string }>(
      "SELECT sql FROM sqlite_master WHERE tbl_name = ? AND type IN ('index', 'trigger') AND sql IS NOT NULL",
    )
    .all(table)
    .map((row) => row.sql);
  const columns = (db.pragma(`table_info(${quoted(table)})`) as { name: string }[])
    .map((column) => quoted(column.name))
    .join(', ');

  const rebuilt = `${table}_autoincrement`;
  db.exec(
    created
      .replace(name, `CREATE TABLE ${quoted(rebuilt)} (`)
      .replace(PLAIN_ID, 'id INTEGER PRIMARY KEY AUTOINCREMENT'),
  );
  db.exec(`INSERT INTO ${quoted(rebuilt)} (${columns}) SELECT ${columns} FROM ${quoted(table)}`);
  db.exec(`DROP TABLE ${quoted(table)}`);
  db.exec(`ALTER TABLE ${quoted(rebuilt)} RENAME TO ${quoted(table)}`);
  for (const sql of dependants) db.exec(sql);
}
