import { appTypeSchema } from './menu';
import { z } from './zod';

/**
 * One app-usage log record (S1 §3, §7): the body of the usage hub's `SaveAppLog`.
 *
 * Field types, where the spec is silent:
 * - `contextAccountID`, `userID`: numbers, as the session holds them (`acctId`, `AuthUser.id`);
 *   `contextAccountID` is null when no account is selected.
 * - `roleID`, `roleName`: strings, because without a selected role they hold every role id / name
 *   joined by commas (`'3,7'`, `'Supervisor,Admin'`); with no roles at all, empty strings.
 * - `impersonatedUserID`: the `UserId` claim value verbatim (claims are strings); null when absent.
 * - `group`, `appName`: the menu entry the path belongs to (its appType and title); null when the
 *   path is not a menu entry (an error page, an area not in the user's menu).
 * - `appUrl`: the navigated path with its query string; for an external link, the link itself.
 * - `statusCode`: the code of an `/error/{code}` route, 0 for a non-numeric one (`/error/browser`),
 *   otherwise 200.
 * - `subRoute`, `itemID`: strings from the URL (path segments or `id=`), null when absent.
 * - `clientIP`: filled by the server from the connection; the client always sends null.
 */
export const usageLogRecordSchema = z.object({
  contextAccountID: z.nullable(z.int()),
  roleID: z.string(),
  roleName: z.string(),
  group: z.nullable(appTypeSchema),
  appName: z.nullable(z.string()),
  appUrl: z.string(),
  userAgent: z.string(),
  clientIP: z.nullable(z.string()),
  impersonatedUserID: z.nullable(z.string()),
  userID: z.int(),
  statusCode: z.int(),
  subRoute: z.nullable(z.string()),
  itemID: z.nullable(z.string()),
});
export type UsageLogRecord = z.infer<typeof usageLogRecordSchema>;

/** What a launch outside the router records (an external link opened in a new window, S1 §7). */
export type AppUsageEntry = Pick<UsageLogRecord, 'group' | 'appName' | 'appUrl' | 'itemID'>;

/**
 * What the client passes to the usage hub's `SaveAppLog`: the record with the client's id for it
 * (the outbox record id, a uuid). The id is the idempotency key: the server stores each id once,
 * so a record re-sent after a lost answer or a reload is never logged twice.
 */
export const usageLogEnvelopeSchema = z.object({
  id: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  record: usageLogRecordSchema,
});
export type UsageLogEnvelope = z.infer<typeof usageLogEnvelopeSchema>;

/** `SaveAppLog`'s answer: `stored: 'duplicate'` when that id was already stored (nothing added). */
export const usageLogSavedSchema = z.object({
  id: z.string(),
  stored: z.union([z.literal(true), z.literal('duplicate')]),
});
export type UsageLogSaved = z.infer<typeof usageLogSavedSchema>;

/** The hub's path, under `{hubBaseUrl}`; its methods `SaveAppLog` (usage-hub-method.ts) and `SaveAppLogs`. */
export const USAGE_HUB_PATH = '/appUsage';

/**
 * Start of the error text of a `SaveAppLog` the server refused because the record itself is wrong.
 * The client sets such a record aside (dead letter) instead of retrying it; any other error
 * (a fault, a lost connection) is retried.
 */
export const INVALID_USAGE_RECORD = 'Invalid usage record:';

/**
 * The batch method: `SaveAppLogs([{ id, record }, …], options?)` stores up to MAX_USAGE_BATCH
 * records in one round trip and one transaction. Each envelope is checked on its own: a bad one is
 * refused in its answer entry while the others are stored.
 */
export const SAVE_APP_LOGS = 'SaveAppLogs';

/**
 * `SaveAppLogs`' optional second argument. `followsPrevious`: this call continues the previous
 * `SaveAppLogs` of the same connection, so it must not be stored if that one failed as a whole
 * (the client then has it in flight behind a failure, and storing it would overtake the records
 * it will send again). Lets a client keep two calls in flight without losing the order.
 */
export const saveAppLogsOptionsSchema = z.object({ followsPrevious: z.boolean() });
export type SaveAppLogsOptions = z.infer<typeof saveAppLogsOptionsSchema>;

/**
 * Start of the error text of a `SaveAppLogs` refused because it follows a call that failed as a
 * whole: nothing of it was stored; the client sends it again after the records before it.
 */
export const PREVIOUS_BATCH_NOT_STORED = 'The batch before this one was not stored:';
/** A hub message holds 1 MB; a usage record with its envelope is about 450 bytes. */
export const MAX_USAGE_BATCH = 500;

/** One entry of `SaveAppLogs`' answer: as `SaveAppLog` answers, or why this record was refused. */
export const usageLogBatchEntrySchema = z.union([
  usageLogSavedSchema,
  z.object({ id: z.string(), error: z.string() }),
]);
/** `SaveAppLogs`' answer: one entry per envelope, in the order sent. */
export const usageLogBatchSavedSchema = z.array(usageLogBatchEntrySchema);
export type UsageLogBatchSaved = z.infer<typeof usageLogBatchSavedSchema>;
