import { type ErrorReport, scrubReport } from '../../contracts/telemetry';

/** What a caller reports; the reporter adds the page path and scrubs it. */
export type ErrorReportInput = Omit<ErrorReport, 'path'>;

/**
 * S1 §8: hub log messages above level 1 are reported as exceptions. SignalR's levels: Trace 0,
 * Debug 1, Information 2, Warning 3, Error 4, Critical 5, None 6 (never a message).
 */
export const reportsHubLog = (level: number) => level > 1 && level < 6;

/** At most this many reports leave one page load: a failure in a loop must not flood the service. */
export const MAX_REPORTS_PER_PAGE_LOAD = 50;

export interface ErrorReporterOptions {
  /** Delivers a scrubbed report (the API or the monitoring service); may fail. */
  send: (report: ErrorReport) => Promise<void>;
  /** The app path now (its query is dropped by the scrubbing). */
  path: () => string;
  limit?: number;
}

export interface ErrorReporter {
  report(input: ErrorReportInput): void;
  /** A thrown value of any shape, as a report of the given kind. */
  reportThrown(kind: ErrorReport['kind'], thrown: unknown, source?: string): void;
}

/** The message and stack of anything thrown or rejected. */
export function describeThrown(thrown: unknown): { message: string; stack?: string } {
  if (thrown instanceof Error)
    return { message: `${thrown.name}: ${thrown.message}`, ...(thrown.stack ? { stack: thrown.stack } : {}) };
  if (typeof thrown === 'string') return { message: thrown };
  try {
    return { message: JSON.stringify(thrown) ?? String(thrown) };
  } catch {
    return { message: String(thrown) };
  }
}

const clip = (value: string, max: number) => (value.length > max ? `${value.slice(0, max - 1)}…` : value);

/**
 * Scrubs every report (no tokens, passwords or auth header leave the app), caps how many are
 * sent, and never lets a failed delivery throw or report itself (that would loop).
 */
export function createErrorReporter(options: ErrorReporterOptions): ErrorReporter {
  const limit = options.limit ?? MAX_REPORTS_PER_PAGE_LOAD;
  let sent = 0;
  const report = (input: ErrorReportInput) => {
    if (sent >= limit) return;
    sent += 1;
    const scrubbed = scrubReport({
      ...input,
      message: clip(input.message, 2_000),
      ...(input.stack === undefined ? {} : { stack: clip(input.stack, 8_000) }),
      path: clip(options.path(), 500),
    });
    options.send(scrubbed).catch((error: unknown) => {
      console.debug('An error report could not be delivered', describeThrown(error).message);
    });
  };
  return {
    report,
    reportThrown(kind, thrown, source) {
      report({ kind, ...describeThrown(thrown), ...(source === undefined ? {} : { source }) });
    },
  };
}
