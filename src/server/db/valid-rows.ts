import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './database';

/*
 * A list answer is built from many rows, and one of them may break the contract: a value written by
 * an older version or by hand (a help topic's permission level 7, a menu item's unknown app type, a
 * notification without a title). Checked only as the whole answer, that one row made the whole list
 * a 500, so nobody saw any of it. The lists read their rows through `keepValidRows`: a row that does
 * not make a valid item is left out and logged (its table and id, once per server), and the rest is
 * answered (docs/api.md, "A row that breaks the contract").
 */

interface BadRowLog {
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** `table:id:reason` already logged: a list read every minute logs its bad row once. */
  seen: Set<string>;
}

/** The contract's item schema (any zod schema), or a check shaped like one. */
export interface ItemCheck {
  safeParse(value: unknown): { success: true } | { success: false; error: unknown };
}

const logs = new WeakMap<Db, BadRowLog>();

/** Where the rows of `db` left out of an answer are told (the server's logger; buildServer). */
export function reportBadRowsTo(db: Db, log: Pick<FastifyBaseLogger, 'warn'>): void {
  logs.set(db, { log, seen: new Set() });
}

const reasonOf = (error: unknown): string => {
  const issues = (error as { issues?: { path: PropertyKey[]; message: string }[] } | null)?.issues;
  const first = issues?.[0];
  if (first) return `${first.path.map(String).join('.') || '(row)'}: ${first.message}`;
  return error instanceof Error ? error.message : String(error);
};

/**
 * The rows of `table` as answer items, in order, without the rows whose `toItem` throws or whose item
 * fails `schema` (the contract's item schema): each such row is logged, not answered.
 */
export function keepValidRows<Row extends { id: number | string }, Item>(
  db: Db,
  table: string,
  rows: readonly Row[],
  toItem: (row: Row) => Item,
  schema?: ItemCheck,
): Item[] {
  const items: Item[] = [];
  for (const row of rows) {
    let reason: string | undefined;
    try {
      const item = toItem(row);
      const checked = schema?.safeParse(item) ?? { success: true };
      if (checked.success) {
        items.push(item);
        continue;
      }
      reason = reasonOf(checked.error);
    } catch (error) {
      reason = reasonOf(error);
    }
    const bad = logs.get(db);
    const key = `${table}:${row.id}:${reason}`;
    if (bad && !bad.seen.has(key)) {
      bad.seen.add(key);
      bad.log.warn(
        { table, id: row.id, reason },
        `Left out ${table} row ${row.id} from an answer: it breaks the contract (${reason}).`,
      );
    }
  }
  return items;
}

/** Rows read at a time by `validPage`. */
const PAGE_READ_ROWS = 200;

/**
 * One page (`skip`, `take`) of a paged list, counted in valid items: a row left out neither shortens
 * the page (the bell takes a short page for the list's end) nor shifts the next one. `read` answers
 * the list's rows in order from `offset`, at most `limit`.
 */
export function validPage<Row extends { id: number | string }, Item>(
  db: Db,
  table: string,
  read: (limit: number, offset: number) => Row[],
  page: { skip: number; take: number },
  toItem: (row: Row) => Item,
  schema?: ItemCheck,
): Item[] {
  const items: Item[] = [];
  let before = page.skip;
  for (let offset = 0; items.length < page.take; offset += PAGE_READ_ROWS) {
    const rows = read(PAGE_READ_ROWS, offset);
    for (const item of keepValidRows(db, table, rows, toItem, schema)) {
      if (before > 0) before -= 1;
      else if (items.length < page.take) items.push(item);
    }
    if (rows.length < PAGE_READ_ROWS) break;
  }
  return items;
}
