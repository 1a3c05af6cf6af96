import { z } from './zod';

/** What was reported (S1 §8): a hub log message above level 1, an uncaught error, a rejection. */
export const errorReportKinds = ['hub-log', 'uncaught-error', 'unhandled-rejection', 'exception'] as const;

const text = (max: number) => z.string().check(z.maxLength(max));

/** One error report, as the app sends it (POST Telemetry/ErrorReports). */
export const errorReportSchema = z.object({
  kind: z.enum(errorReportKinds),
  message: text(2_000),
  stack: z.optional(text(8_000)),
  /** Where it came from, e.g. 'Usage hub' for a hub's log message. */
  source: z.optional(text(200)),
  /** The hub log level (SignalR's LogLevel) for hub messages. */
  level: z.optional(z.int().check(z.minimum(0), z.maximum(6))),
  /** The app path it happened on (no query string: it may carry tokens). */
  path: text(500),
  appVersion: z.optional(text(100)),
});
export type ErrorReport = z.infer<typeof errorReportSchema>;

/** A stored report as the admin listing shows it (GET Telemetry/ErrorReports). */
export const storedErrorReportSchema = z.extend(errorReportSchema, {
  id: z.int(),
  receivedAt: z.string(),
  userId: z.nullable(z.int()),
});
export type StoredErrorReport = z.infer<typeof storedErrorReportSchema>;

/** SignalR's Information level: the hubs' connection messages ('WebSocket connected to …'). */
export const HUB_LOG_INFORMATION = 2;

/**
 * A hub's Information message: S1 §8 reports it ('above level 1'), but it says how a connection
 * went, not that something failed. Six arrive with every page load, so the server keeps them in a
 * budget of their own, where they never push an error out (docs/telemetry.md).
 */
export const isHubInformation = (report: Pick<ErrorReport, 'kind' | 'level'>): boolean =>
  report.kind === 'hub-log' && report.level !== undefined && report.level <= HUB_LOG_INFORMATION;

/** The embedded collector Clarity's `upload` setting points at (outside the API base: no headers). */
export const CLARITY_COLLECTOR_PATH = '/telemetry/clarity';
/** S1 §9: a single upload is capped at 10 MB. */
export const MAX_ANALYTICS_UPLOAD_BYTES = 10 * 1024 * 1024;
