import {
  type ErrorReport,
  HUB_LOG_INFORMATION,
  isHubInformation,
  type StoredErrorReport,
} from '../../contracts/telemetry';
import { scrubReport } from '../../contracts/telemetry-scrub';
import type { Db } from '../db/database';

/** How many reports and uploads are kept: enough to look into a problem, never a growing disk. */
export const KEPT_ERROR_REPORTS = 1000;
/**
 * The hubs' Information messages (`isHubInformation`) are kept apart, the latest this many: with
 * six per page load they filled the 1000 in about 170 page loads, pushing out every real error
 * (walkthrough 9). Enough to see how the latest connections went.
 */
export const KEPT_HUB_INFORMATION_REPORTS = 100;
export const KEPT_ANALYTICS_UPLOADS = 500;

/** `isHubInformation` in SQL (a level-less hub message is not Information there either). */
const HUB_INFORMATION_ROW = `(kind = 'hub-log' AND IFNULL(level, 6) <= ${HUB_LOG_INFORMATION})`;

/** Stores a report, scrubbed again here: a report never carries tokens, passwords or the auth header. */
export function saveErrorReport(db: Db, report: ErrorReport, userId: number | null, now: number): void {
  const clean = scrubReport(report);
  db.prepare(
    `INSERT INTO error_reports (received_at, user_id, kind, message, stack, source, level, path, app_version)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    now,
    userId,
    clean.kind,
    clean.message,
    clean.stack ?? null,
    clean.source ?? null,
    clean.level ?? null,
    clean.path,
    clean.appVersion ?? null,
  );
  // Only the new report's own budget is trimmed: hub Information never pushes an error out.
  const information = isHubInformation(clean);
  const sameBudget = information ? HUB_INFORMATION_ROW : `NOT ${HUB_INFORMATION_ROW}`;
  db.prepare(
    `DELETE FROM error_reports WHERE ${sameBudget}
       AND id NOT IN (SELECT id FROM error_reports WHERE ${sameBudget} ORDER BY id DESC LIMIT ?)`,
  ).run(information ? KEPT_HUB_INFORMATION_REPORTS : KEPT_ERROR_REPORTS);
}

interface ErrorReportRow {
  id: number;
  received_at: number;
  user_id: number | null;
  kind: ErrorReport['kind'];
  message: string;
  stack: string | null;
  source: string | null;
  level: number | null;
  path: string;
  app_version: string | null;
}

/** The latest reports, newest first. */
export function latestErrorReports(db: Db, limit = 200): StoredErrorReport[] {
  return db
    .prepare<[number], ErrorReportRow>('SELECT * FROM error_reports ORDER BY id DESC LIMIT ?')
    .all(limit)
    .map((row) => ({
      id: row.id,
      receivedAt: new Date(row.received_at).toISOString(),
      userId: row.user_id,
      kind: row.kind,
      message: row.message,
      ...(row.stack === null ? {} : { stack: row.stack }),
      ...(row.source === null ? {} : { source: row.source }),
      ...(row.level === null ? {} : { level: row.level }),
      path: row.path,
      ...(row.app_version === null ? {} : { appVersion: row.app_version }),
    }));
}

/** Stores one analytics upload as it arrived (decompressed text). */
export function saveAnalyticsUpload(db: Db, payload: string, bytes: number, now: number): void {
  db.prepare('INSERT INTO analytics_uploads (received_at, bytes, payload) VALUES (?, ?, ?)').run(
    now,
    bytes,
    payload,
  );
  db.prepare('DELETE FROM analytics_uploads WHERE id <= (SELECT MAX(id) FROM analytics_uploads) - ?').run(
    KEPT_ANALYTICS_UPLOADS,
  );
}

/** How many uploads arrived and the latest one's size: what the test controls and docs show. */
export function analyticsUploadSummary(db: Db): { count: number; latestBytes: number | null } {
  const row = db
    .prepare<[], { count: number; latest: number | null }>(
      'SELECT COUNT(*) AS count, (SELECT bytes FROM analytics_uploads ORDER BY id DESC LIMIT 1) AS latest FROM analytics_uploads',
    )
    .get();
  return { count: row?.count ?? 0, latestBytes: row?.latest ?? null };
}
