import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  INVALID_USAGE_RECORD,
  MAX_USAGE_BATCH,
  PREVIOUS_BATCH_NOT_STORED,
  SAVE_APP_LOGS,
  saveAppLogsOptionsSchema,
  USAGE_HUB_PATH,
  type UsageLogBatchSaved,
  type UsageLogEnvelope,
  type UsageLogRecord,
  type UsageLogSaved,
  usageLogEnvelopeSchema,
  usageLogRecordSchema,
} from '../../contracts/usage';
import { USAGE_HUB_MAX_MESSAGE_BYTES } from '../../contracts/usage-hub-limits';
import { SAVE_APP_LOG } from '../../contracts/usage-hub-method';
import { signedInHubAccess } from '../auth/hub-authentication';
import type { SignedInUser } from '../auth/sessions';
import { createHub, type Hub, type HubContext } from '../hub';
import type { PortalServices } from '../services';
import { menuEntriesFor } from '../shell/user-menu';
import { loadUserProfile, userExists } from '../users/user-store';
import {
  type MenuApp,
  menuApps,
  type UsageRecordHolder,
  usageRecordProblem,
  withHeldAccount,
} from './usage-record-rules';
import { saveUsageLog, saveUsageLogs } from './usage-store';

/** An error whose message is meant for the client (the rest are logged and stay on the server). */
class UsageHubError extends Error {
  override readonly name = 'UsageHubError';
}

const invalid = (detail: string) => new UsageHubError(`${INVALID_USAGE_RECORD} ${detail}`);
const UNEXPECTED = 'The server could not save the usage log. Try again later.';
/** Starts the id the server makes for a bare record (`SaveAppLog(record)`), apart from client ids. */
export const SERVER_ID_PREFIX = 'server-';

/** The contract's refusal of `value`, as the client reads it (its first problem). */
function contractProblem(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): UsageHubError {
  const issue = issues[0];
  const path = issue?.path.map(String).join('.');
  const message = issue ? (path ? `${path}: ${issue.message}` : issue.message) : 'it does not match';
  return invalid(`${message}.`);
}

/**
 * The record as the server stores it, or the error that refuses it: its user, then what it claims
 * in that user's name (usage-record-rules.ts).
 */
function checkRecord(
  record: UsageLogRecord,
  user: SignedInUser,
  holder: () => UsageRecordHolder,
  bare = false,
): UsageLogRecord | UsageHubError {
  if (record.userID !== user.id) return invalid(`userID ${record.userID} is not the signed-in user.`);
  const problem = usageRecordProblem(record, holder());
  // The rules name the envelope's field (`record.roleID`); a bare record's field is `roleID`.
  if (problem !== undefined) return invalid(bare ? problem.replace(/^record\./, '') : problem);
  return withHeldAccount(record, holder());
}

/**
 * The envelope as the contract reads it, or the error that refuses it (its first problem): the
 * contract, then the record's user, then what it claims in that user's name.
 */
function checkEnvelope(
  value: unknown,
  user: SignedInUser,
  holder: () => UsageRecordHolder,
): UsageLogEnvelope | UsageHubError {
  const parsed = usageLogEnvelopeSchema.safeParse(value);
  if (!parsed.success) return contractProblem(parsed.error.issues);
  const record = checkRecord(parsed.data.record, user, holder);
  return record instanceof UsageHubError ? record : { ...parsed.data, record };
}

/**
 * S1 §7's form of `SaveAppLog`: the record itself, no envelope (the company API's contract). An
 * object with an `id` or a `record` is an envelope (checked as one, so a broken envelope says what
 * it lacks); anything else is read as a bare record.
 */
const isBareRecord = (value: unknown) =>
  typeof value === 'object' && value !== null && !('id' in value) && !('record' in value);

/**
 * A bare record checked with the envelope's rules, under an id the server makes for it: the form
 * carries no idempotency key, so a record sent again is stored again.
 */
function checkBareRecord(
  value: unknown,
  user: SignedInUser,
  holder: () => UsageRecordHolder,
): UsageLogEnvelope | UsageHubError {
  const parsed = usageLogRecordSchema.safeParse(value);
  if (!parsed.success) return contractProblem(parsed.error.issues);
  const record = checkRecord(parsed.data, user, holder, true);
  return record instanceof UsageHubError ? record : { id: `${SERVER_ID_PREFIX}${randomUUID()}`, record };
}

/** The id a refused batch entry is answered under (whatever the client sent, or ''). */
const idOf = (value: unknown) =>
  typeof value === 'object' && value !== null && 'id' in value && typeof value.id === 'string'
    ? value.id
    : '';

/**
 * The app-usage hub (S1 §7) at `{HUB_BASE}/appUsage`. Clients connect with the app token as the
 * access token and invoke `SaveAppLog({ id, record })`, or `SaveAppLogs([{ id, record }, …])` for
 * up to MAX_USAGE_BATCH records in one round trip and one transaction. `SaveAppLog(record)`, the
 * bare record as S1 §7 writes it (the company API's form, `usageHubProtocol: 'record'`), is taken
 * too: checked alike, stored under an id the server makes, answered `{ id, stored: true }` with
 * that id; without the client's id nothing makes it idempotent (a repeat is stored again).
 * - the record is checked with the contract; a bad one, one for another user, or one claiming a
 *   role, impersonation or app the user does not hold (usage-record-rules.ts) fails with
 *   'Invalid usage record: …', which the client sets aside instead of retrying (in a batch, that
 *   entry of the answer carries the error and the others are stored);
 * - a context account the user does not hold is left out (stored as null), not refused;
 * - `clientIP` is filled from the socket, whatever the client sent;
 * - each id is stored once per user: a repeat answers `stored: 'duplicate'` and adds nothing.
 * A connection's invocations run one at a time in arrival order (hub/connection.ts), so records
 * are stored in the order sent.
 * The test controls can make the next invocations fail (`hubFaults`): before anything is checked or
 * stored, or after storing (the answer lost on its way back), with an error or a cut connection.
 */
export function createUsageHub(services: PortalServices, log: FastifyBaseLogger): Hub<SignedInUser> {
  const { config, db, clock, sessions, hubFaults } = services;

  /** Runs `work` under the injected fault, if the test controls asked for one. */
  const withFault = <T>(ctx: HubContext<SignedInUser>, work: () => T): T => {
    const fault = hubFaults.take();
    const fail = () => {
      if (fault?.dropConnection) ctx.abort();
      return new UsageHubError(fault?.error ?? '');
    };
    if (fault && !fault.afterSaving) throw fail();
    const result = work();
    if (fault?.afterSaving) throw fail();
    return result;
  };

  /**
   * What the server holds about the connection's user, read once per call and only when a record
   * gets that far: fresh, since a connection outlives changes to accounts, roles and impersonation.
   */
  const holderFor = (ctx: HubContext<SignedInUser>): (() => UsageRecordHolder) => {
    let holder: UsageRecordHolder | undefined;
    return () => {
      if (holder) return holder;
      // The connection's own sign-in (its selection, migration 15), not the user's last one elsewhere.
      const profile = sessions.profileOf(ctx.user.sessionId) ?? loadUserProfile(db, ctx.user.id) ?? ctx.user;
      let entries: MenuApp[] | undefined;
      holder = {
        profile,
        menuEntries: () => {
          // The menu menuFor gives (GET Common/Menu), without its favorites and answer copies.
          entries ??= menuApps(menuEntriesFor(db, profile.claims));
          return entries;
        },
        userExists: (userId) => userExists(db, userId),
      };
      return holder;
    };
  };

  const incoming = (envelope: UsageLogEnvelope, ctx: HubContext<SignedInUser>, receivedAt: number) => ({
    clientId: envelope.id,
    receivedAt,
    record: { ...envelope.record, clientIP: ctx.remoteAddress ?? null },
  });

  const saveAppLog = (args: unknown[], ctx: HubContext<SignedInUser>): UsageLogSaved =>
    withFault(ctx, () => {
      if (args.length !== 1)
        throw invalid(`expected one argument, { id, record } or the record, got ${args.length}.`);
      const check = isBareRecord(args[0]) ? checkBareRecord : checkEnvelope;
      const envelope = check(args[0], ctx.user, holderFor(ctx));
      if (envelope instanceof UsageHubError) throw envelope;
      const stored = saveUsageLog(db, incoming(envelope, ctx, clock.now()));
      return { id: envelope.id, stored: stored === 'stored' ? true : 'duplicate' };
    });

  /** Connections whose last `SaveAppLogs` failed as a whole: a call that follows it is refused. */
  const failedBatch = new WeakSet<HubContext<SignedInUser>>();

  const storeBatch = (batch: unknown[], ctx: HubContext<SignedInUser>): UsageLogBatchSaved =>
    withFault(ctx, () => {
      if (batch.length > MAX_USAGE_BATCH)
        throw invalid(`at most ${MAX_USAGE_BATCH} records in one call, got ${batch.length}.`);
      const receivedAt = clock.now();
      const holder = holderFor(ctx);
      const checked = batch.map((value: unknown) => checkEnvelope(value, ctx.user, holder));
      const valid = checked.filter((entry): entry is UsageLogEnvelope => !(entry instanceof UsageHubError));
      const stored = saveUsageLogs(
        db,
        valid.map((envelope) => incoming(envelope, ctx, receivedAt)),
      );
      let next = 0;
      return checked.map((entry, index) => {
        if (entry instanceof UsageHubError) return { id: idOf(batch[index]), error: entry.message };
        return { id: entry.id, stored: stored[next++] === 'stored' ? true : 'duplicate' };
      });
    });

  const saveAppLogs = (args: unknown[], ctx: HubContext<SignedInUser>): UsageLogBatchSaved => {
    try {
      const [batch, options] = args;
      const parsedOptions = options === undefined ? undefined : saveAppLogsOptionsSchema.safeParse(options);
      if (args.length > 2 || !Array.isArray(batch) || parsedOptions?.success === false)
        throw invalid('expected an array of { id, record }, then optionally { followsPrevious }.');
      // Behind a failed call, a following one stays unstored (and the connection stays marked)
      // until the client starts again with a call that does not follow: the order holds.
      if (parsedOptions?.data.followsPrevious && failedBatch.has(ctx))
        throw new UsageHubError(`${PREVIOUS_BATCH_NOT_STORED} send it again after the records before it.`);
      const answer = storeBatch(batch, ctx);
      failedBatch.delete(ctx);
      return answer;
    } catch (error) {
      failedBatch.add(ctx);
      throw error;
    }
  };

  return createHub<SignedInUser>({
    path: `${config.hubBase}${USAGE_HUB_PATH}`,
    methods: { [SAVE_APP_LOG]: saveAppLog, [SAVE_APP_LOGS]: saveAppLogs },
    // What the client's batches are cut to fit (contracts/usage.ts).
    maxMessageBytes: USAGE_HUB_MAX_MESSAGE_BYTES,
    ...signedInHubAccess(sessions),
    errorMessage(error, method) {
      if (error instanceof UsageHubError) return error.message;
      // The hub's own refusal of an unknown method names the method: worth passing on.
      const ownMethods = [SAVE_APP_LOG, SAVE_APP_LOGS].map((name) => name.toLowerCase());
      if (!ownMethods.includes(method.toLowerCase()) && error instanceof Error) return error.message;
      log.error({ err: error, method }, 'usage hub invocation failed');
      return UNEXPECTED;
    },
  });
}
