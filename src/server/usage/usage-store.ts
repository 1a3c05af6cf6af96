import { appTypeSchema } from '../../contracts/menu';
import type { UsageLogRecord } from '../../contracts/usage';
import type { Db } from '../db/database';
import { wroteInBurst } from '../db/wal-checkpoints';

/** A stored usage log as the test controls list it. */
export interface StoredUsageLog {
  /** The client's id for the record (its idempotency key). */
  id: string;
  userId: number;
  receivedAt: number;
  record: UsageLogRecord;
}

interface UsageLogRow {
  client_id: string;
  user_id: number;
  received_at: number;
  context_account_id: number | null;
  role_id: string;
  role_name: string;
  app_group: string | null;
  app_name: string | null;
  app_url: string;
  user_agent: string;
  client_ip: string | null;
  impersonated_user_id: string | null;
  status_code: number;
  sub_route: string | null;
  item_id: string | null;
}

/** A usage log to store: the client's id for it, when it arrived, and the record. */
export interface IncomingUsageLog {
  clientId: string;
  receivedAt: number;
  record: UsageLogRecord;
}

const INSERT_USAGE_LOG = `INSERT INTO usage_logs (client_id, user_id, received_at, context_account_id, role_id,
    role_name, app_group, app_name, app_url, user_agent, client_ip, impersonated_user_id, status_code,
    sub_route, item_id)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
  ON CONFLICT (user_id, client_id) DO NOTHING`;

/** The column values of INSERT_USAGE_LOG, in its order. */
function insertValues({ clientId, receivedAt, record }: IncomingUsageLog) {
  return [
    clientId,
    record.userID,
    receivedAt,
    record.contextAccountID,
    record.roleID,
    record.roleName,
    record.group,
    record.appName,
    record.appUrl,
    record.userAgent,
    record.clientIP,
    record.impersonatedUserID,
    record.statusCode,
    record.subRoute,
    record.itemID,
  ];
}

type StoreOutcome = 'stored' | 'duplicate';

/**
 * The prepared insert of one usage log, on its own an autocommit write (one commit each: what
 * `npm run bench` measures as the raw SQLite insert rate).
 */
export function prepareUsageLogInsert(db: Db): (log: IncomingUsageLog) => StoreOutcome {
  const insert = db.prepare(INSERT_USAGE_LOG);
  return (log) => (insert.run(...insertValues(log)).changes === 1 ? 'stored' : 'duplicate');
}

/** One prepared batch transaction per database: preparing costs as much as writing a row. */
const writers = new WeakMap<Db, (logs: readonly IncomingUsageLog[]) => StoreOutcome[]>();

function usageLogWriter(db: Db) {
  let write = writers.get(db);
  if (!write) {
    const insert = prepareUsageLogInsert(db);
    write = db.transaction((logs: readonly IncomingUsageLog[]) => logs.map(insert));
    writers.set(db, write);
  }
  return write;
}

/**
 * Stores each record once per (user, client id), all in one transaction (one commit, one fsync
 * for the lot): `'duplicate'` for an id already stored, in which case nothing changes (the first
 * copy, with its received time, stays). Answers in the order given.
 */
export function saveUsageLogs(db: Db, logs: readonly IncomingUsageLog[]): StoreOutcome[] {
  if (logs.length === 0) return [];
  const outcomes = usageLogWriter(db)(logs);
  // A replay sends batch after batch: the WAL's checkpoint waits until they pause.
  wroteInBurst(db);
  return outcomes;
}

/** One record, as saveUsageLogs stores it. */
export function saveUsageLog(db: Db, log: IncomingUsageLog): StoreOutcome {
  const [stored = 'duplicate'] = saveUsageLogs(db, [log]);
  return stored;
}

/** Every stored usage log, in the order the server received them. */
export function listUsageLogs(db: Db): StoredUsageLog[] {
  return db
    .prepare<[], UsageLogRow>('SELECT * FROM usage_logs ORDER BY id')
    .all()
    .map((row) => ({
      id: row.client_id,
      userId: row.user_id,
      receivedAt: row.received_at,
      record: {
        contextAccountID: row.context_account_id,
        roleID: row.role_id,
        roleName: row.role_name,
        group: row.app_group === null ? null : appTypeSchema.parse(row.app_group),
        appName: row.app_name,
        appUrl: row.app_url,
        userAgent: row.user_agent,
        clientIP: row.client_ip,
        impersonatedUserID: row.impersonated_user_id,
        userID: row.user_id,
        statusCode: row.status_code,
        subRoute: row.sub_route,
        itemID: row.item_id,
      },
    }));
}
