import {
  type Display,
  type DisplayAlert,
  type DisplayStatus,
  type DisplaySummary,
  type Heartbeat,
  isHeartbeatStale,
  type KeyFigure,
  panelSchema,
  type SaveDisplay,
} from '../../contracts/displays';
import type { Db } from '../db/database';

interface DisplayRow {
  id: number;
  name: string;
  account_id: number;
  account_name: string;
  timezone: string;
  layout: 'rotate' | 'grid';
  rotate_seconds: number;
  refresh_seconds: number;
  panels_json: string;
}

interface HeartbeatRow {
  display_id: number;
  received_at: number;
  app_version: string;
  last_refresh_at: number | null;
  queue_depth: number;
  wake_lock: Heartbeat['wakeLock'];
  online: number;
  connection_since: number;
}

const SELECT_DISPLAY = `SELECT d.*, a.name AS account_name, a.timezone AS timezone
  FROM displays d JOIN accounts a ON a.id = d.account_id`;

/** A stored panel list that no longer parses (edited by hand) loses only its unreadable panels. */
function toDisplay(row: DisplayRow): Display {
  const stored: unknown = JSON.parse(row.panels_json);
  const panels = (Array.isArray(stored) ? stored : []).flatMap((panel) => {
    const parsed = panelSchema.safeParse(panel);
    return parsed.success ? [parsed.data] : [];
  });
  return {
    id: row.id,
    name: row.name,
    accountId: row.account_id,
    accountName: row.account_name,
    timezone: row.timezone,
    layout: row.layout,
    rotateSeconds: row.rotate_seconds,
    refreshSeconds: row.refresh_seconds,
    panels,
  };
}

const DAY = 24 * 3_600_000;

/** A display definition as the displays table's named parameters (panels as JSON). */
function displayColumns(display: SaveDisplay) {
  const { name, accountId, layout, rotateSeconds, refreshSeconds, panels } = display;
  return { name, accountId, layout, rotateSeconds, refreshSeconds, panelsJson: JSON.stringify(panels) };
}
type DisplayColumns = ReturnType<typeof displayColumns>;

/** Displays, their heartbeats and the account data their panels show; all of it in SQLite. */
export function displayStore(db: Db) {
  const byId = (id: number): Display | undefined => {
    const row = db.prepare<[number], DisplayRow>(`${SELECT_DISPLAY} WHERE d.id = ?`).get(id);
    return row && toDisplay(row);
  };
  const all = (): Display[] =>
    db.prepare<[], DisplayRow>(`${SELECT_DISPLAY} ORDER BY d.id`).all().map(toDisplay);

  return {
    byId,
    all,
    summaries: (): DisplaySummary[] =>
      all().map((display) => ({ id: display.id, name: display.name, accountName: display.accountName })),
    accountExists: (accountId: number) =>
      db.prepare<[number], { id: number }>('SELECT id FROM accounts WHERE id = ?').get(accountId) !==
      undefined,
    add: (display: SaveDisplay): number =>
      Number(
        db
          .prepare<[DisplayColumns]>(
            `INSERT INTO displays (name, account_id, layout, rotate_seconds, refresh_seconds, panels_json)
             VALUES (@name, @accountId, @layout, @rotateSeconds, @refreshSeconds, @panelsJson)`,
          )
          .run(displayColumns(display)).lastInsertRowid,
      ),
    update: (id: number, display: SaveDisplay): boolean =>
      db
        .prepare<[DisplayColumns & { id: number }]>(
          `UPDATE displays SET name = @name, account_id = @accountId, layout = @layout,
           rotate_seconds = @rotateSeconds, refresh_seconds = @refreshSeconds, panels_json = @panelsJson
           WHERE id = @id`,
        )
        .run({ ...displayColumns(display), id }).changes > 0,
    remove: (id: number): boolean =>
      db.prepare<[number]>('DELETE FROM displays WHERE id = ?').run(id).changes > 0,

    /** The newest heartbeat replaces the last: the admin view needs only the latest. */
    saveHeartbeat: (displayId: number, heartbeat: Heartbeat, receivedAt: number) =>
      db
        .prepare(
          `INSERT OR REPLACE INTO display_heartbeats (display_id, received_at, app_version, last_refresh_at,
           queue_depth, wake_lock, online, connection_since) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          displayId,
          receivedAt,
          heartbeat.appVersion,
          heartbeat.lastRefreshAt,
          heartbeat.queueDepth,
          heartbeat.wakeLock,
          heartbeat.online ? 1 : 0,
          heartbeat.connectionSince,
        ),
    statuses: (now: number): DisplayStatus[] => {
      const beats = new Map(
        db
          .prepare<[], HeartbeatRow>('SELECT * FROM display_heartbeats')
          .all()
          .map((row) => [row.display_id, row]),
      );
      return all().map((display) => {
        const row = beats.get(display.id);
        const lastHeartbeat = row
          ? {
              receivedAt: row.received_at,
              appVersion: row.app_version,
              lastRefreshAt: row.last_refresh_at,
              queueDepth: row.queue_depth,
              wakeLock: row.wake_lock,
              online: row.online === 1,
              connectionSince: row.connection_since,
            }
          : null;
        return { display, lastHeartbeat, stale: isHeartbeatStale(lastHeartbeat?.receivedAt ?? null, now) };
      });
    },

    /** Counted from the account's fleet and tasks at `now` (server time). */
    keyFigures: (accountId: number, now: number): KeyFigure[] => {
      const count = (sql: string, ...args: (number | string)[]) =>
        db.prepare<(number | string)[], { n: number }>(sql).get(...args)?.n ?? 0;
      const vehicles = (status: 'ready' | 'maintenance') =>
        count(
          'SELECT COUNT(*) AS n FROM account_vehicles WHERE account_id = ? AND status = ?',
          accountId,
          status,
        );
      return [
        { label: 'Vehicles ready', value: vehicles('ready') },
        {
          label: 'Returns due in 24 h',
          value: count(
            `SELECT COUNT(*) AS n FROM account_vehicles WHERE account_id = ? AND status = 'rented'
             AND return_due_at <= ?`,
            accountId,
            now + DAY,
          ),
        },
        { label: 'In maintenance', value: vehicles('maintenance') },
        {
          label: 'Open tasks',
          value: count(
            'SELECT COUNT(*) AS n FROM account_tasks WHERE account_id = ? AND done = 0',
            accountId,
          ),
        },
      ];
    },
    alerts: (accountId: number): DisplayAlert[] =>
      db
        .prepare<
          [number],
          { id: number; severity: DisplayAlert['severity']; title: string; text: string; created_at: number }
        >('SELECT * FROM account_alerts WHERE account_id = ? ORDER BY created_at DESC LIMIT 20')
        .all(accountId)
        .map((row) => ({
          id: row.id,
          severity: row.severity,
          title: row.title,
          text: row.text,
          createdAt: row.created_at,
        })),
  };
}
