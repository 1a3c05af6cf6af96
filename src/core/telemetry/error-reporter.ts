import type { ErrorReport } from '../../contracts/telemetry';
import { scrubReport } from '../../contracts/telemetry-scrub';

/** What a caller reports; the reporter adds the page path and scrubs it. */
export type ErrorReportInput = Omit<ErrorReport, 'path'>;

/**
 * S1 §8: hub log messages above level 1 are reported as exceptions. SignalR's levels: Trace 0,
 * Debug 1, Information 2, Warning 3, Error 4, Critical 5, None 6 (never a message).
 */
export const reportsHubLog = (level: number) => level > 1 && level < 6;

/**
 * Which reports wait for the connection when the network cannot take them: faults of the app
 * (uncaught errors, rejections, exceptions). A hub's log messages while offline are about the lost
 * connection itself, which the network status already shows; every reconnect attempt makes more,
 * and held they would fill the user's sync status with noise. They are given up.
 */
export const heldWhenOffline = (report: Pick<ErrorReport, 'kind'>) => report.kind !== 'hub-log';

/** The analytics library's chunk (the build's, or the package's file under the dev server). */
const ANALYTICS_CHUNK = /\/clarity\.module[-.][^/]*js/;
/** A stack line naming a place in a script: `at f (…/x.js:1:2)` (Chromium), `f@…/x.js:1:2`. */
const STACK_FRAME = /:\d+:\d+\)?$/;

/**
 * A fault raised inside the analytics library's own code (its top frame there): clarity-js 0.8.70
 * rejects when a page leaves, or analytics stops, while an upload is compressing (docs/telemetry.md,
 * *Known library fault*). It is sent when it can be, never held: a held report shows in the
 * user's sync status ('1 to sync'), and this one is neither their work nor the app's fault
 * (walkthrough 28, O1: an offline reload on /home made one).
 */
export const raisedInAnalytics = ({ stack }: Pick<ErrorReport, 'stack'>) =>
  ANALYTICS_CHUNK.test(stack?.split('\n').find((line) => STACK_FRAME.test(line.trim())) ?? '');

/**
 * At most this many of the app's faults leave a page in an hour: a failure in a loop must not
 * flood the service. Hourly, so that a tab open all week (or a wall display) still reports
 * (walkthrough 24, F1: a cap per page load was spent by two Wi-Fi drops' reconnect messages, and
 * a later uncaught error was never reported). At most this many are held for later in a page load:
 * a fault looping through an offline shift must not fill the user's sync status.
 */
export const MAX_REPORTS_PER_HOUR = 50;
/**
 * The hubs' log messages have a budget of their own, smaller: a flapping connection makes several
 * a minute, and the server keeps their warnings and errors with the app's faults (only their
 * Information apart), where a few wall displays on flaky Wi-Fi would push real errors out.
 */
export const MAX_HUB_LOG_REPORTS_PER_HOUR = 10;
const HOUR_MS = 3_600_000;

export interface ErrorReporterOptions {
  /** Delivers a scrubbed report (the API or the monitoring service); may fail. */
  send: (report: ErrorReport) => Promise<void>;
  /** The app path now (its query is dropped by the scrubbing). */
  path: () => string;
  /** The app's faults an hour, and held a page load (default MAX_REPORTS_PER_HOUR). */
  limit?: number;
  /** The hubs' log messages an hour (default MAX_HUB_LOG_REPORTS_PER_HOUR). */
  hubLogLimit?: number;
  /** The clock the hour is counted by (tests). */
  now?: () => number;
  /**
   * Keeps a report to send later (the outbox, for the signed-in user): used while offline and
   * when a delivery fails for want of a connection. May fail (nobody signed in): the report is
   * then given up, as a failed delivery is. Missing: reports are only sent.
   */
  hold?: (report: ErrorReport) => Promise<void>;
  /** False while the device is offline: reports are held without trying the network. */
  online?: () => boolean;
  /** Whether a failed delivery may succeed once the connection is back (a network error). */
  worthHolding?: (error: unknown) => boolean;
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
 * sent, holds the ones the network cannot take now (`hold`), and never lets a failed delivery
 * throw or report itself (that would loop).
 */
export function createErrorReporter(options: ErrorReporterOptions): ErrorReporter {
  const { hold, online = () => true, worthHolding = () => false, now = Date.now } = options;
  /** The budgets: the hubs' log messages, the app's faults. */
  const limits = [options.hubLogLimit ?? MAX_HUB_LOG_REPORTS_PER_HOUR, options.limit ?? MAX_REPORTS_PER_HOUR];
  /** Reports of each budget since the hour began. */
  let sent = [0, 0];
  let hourStarted = now();
  /** Reports held for later in this page load. */
  let held = 0;
  const giveUp = (error: unknown) => {
    console.debug('An error report could not be delivered', describeThrown(error).message);
  };
  const holdOrGiveUp = (report: ErrorReport, why: unknown) => {
    if (hold && heldWhenOffline(report) && !raisedInAnalytics(report) && held++ < (limits[1] as number))
      hold(report).catch(giveUp);
    else giveUp(why);
  };
  const deliver = (report: ErrorReport) => {
    if (!online()) {
      holdOrGiveUp(report, new Error('offline'));
      return;
    }
    options.send(report).catch((error: unknown) => {
      if (worthHolding(error)) holdOrGiveUp(report, error);
      else giveUp(error);
    });
  };
  const report = (input: ErrorReportInput) => {
    // A clock set back starts a new hour too, rather than none until it catches up.
    const elapsed = now() - hourStarted;
    if (elapsed < 0 || elapsed >= HOUR_MS) {
      sent = [0, 0];
      hourStarted = now();
    }
    const budget = Number(heldWhenOffline(input));
    if ((sent[budget] ?? 0) >= (limits[budget] as number)) return;
    sent[budget] = (sent[budget] ?? 0) + 1;
    const scrubbed = scrubReport({
      ...input,
      message: clip(input.message, 2_000),
      ...(input.stack === undefined ? {} : { stack: clip(input.stack, 8_000) }),
      path: clip(options.path(), 500),
    });
    deliver(scrubbed);
  };
  return {
    report,
    reportThrown(kind, thrown, source) {
      report({ kind, ...describeThrown(thrown), ...(source === undefined ? {} : { source }) });
    },
  };
}
