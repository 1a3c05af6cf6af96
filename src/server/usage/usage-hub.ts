import type { FastifyBaseLogger } from 'fastify';
import {
  INVALID_USAGE_RECORD,
  SAVE_APP_LOG,
  USAGE_HUB_PATH,
  type UsageLogSaved,
  usageLogEnvelopeSchema,
} from '../../contracts/usage';
import { authenticateHubToken } from '../auth/hub-authentication';
import type { SignedInUser } from '../auth/sessions';
import { createHub, DropConnection, type Hub, type HubContext } from '../hub';
import type { PortalServices } from '../services';
import type { HubFault } from '../test-controls/hub-faults';
import { saveUsageLog } from './usage-store';

/** An error whose message is meant for the client (the rest are logged and stay on the server). */
class UsageHubError extends Error {
  override readonly name = 'UsageHubError';
}

const invalid = (detail: string) => new UsageHubError(`${INVALID_USAGE_RECORD} ${detail}`);
const UNEXPECTED = 'The server could not save the usage log. Try again later.';

/** The first problem of an envelope, as `path: message`. */
function firstIssue(value: unknown): string | undefined {
  const parsed = usageLogEnvelopeSchema.safeParse(value);
  if (parsed.success) return undefined;
  const issue = parsed.error.issues[0];
  if (!issue) return 'it does not match';
  const path = issue.path.map(String).join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
}

/**
 * The app-usage hub (S1 §7) at `{HUB_BASE}/appUsage`. Clients connect with the app token as the
 * access token and invoke `SaveAppLog({ id, record })`:
 * - the record is checked with the contract; a bad one (or one for another user) fails with
 *   'Invalid usage record: …', which the client sets aside instead of retrying;
 * - `clientIP` is filled from the socket, whatever the client sent;
 * - each id is stored once per user: a repeat answers `stored: 'duplicate'` and adds nothing.
 * The test controls can make the next invocations fail (`hubFaults`): before anything is checked or
 * stored, or after storing (the answer lost on its way back).
 */
export function createUsageHub(services: PortalServices, log: FastifyBaseLogger): Hub<SignedInUser> {
  const { config, db, clock, sessions, hubFaults } = services;

  const saveAppLog = (args: unknown[], ctx: HubContext<SignedInUser>): UsageLogSaved => {
    const fault = hubFaults.take();
    const failWith = (hubFault: HubFault) =>
      hubFault.drop ? new DropConnection(hubFault.error) : new UsageHubError(hubFault.error);
    if (fault && !fault.afterSaving) throw failWith(fault);
    if (args.length !== 1) throw invalid(`expected one argument { id, record }, got ${args.length}.`);
    const issue = firstIssue(args[0]);
    if (issue !== undefined) throw invalid(`${issue}.`);
    const { id, record } = usageLogEnvelopeSchema.parse(args[0]);
    if (record.userID !== ctx.user.id) {
      throw invalid(`userID ${record.userID} is not the signed-in user.`);
    }
    const stored = saveUsageLog(db, {
      clientId: id,
      receivedAt: clock.now(),
      record: { ...record, clientIP: ctx.remoteAddress ?? null },
    });
    if (fault?.afterSaving) throw failWith(fault);
    return { id, stored: stored === 'stored' ? true : 'duplicate' };
  };

  return createHub<SignedInUser>({
    path: `${config.hubBase}${USAGE_HUB_PATH}`,
    methods: { [SAVE_APP_LOG]: saveAppLog },
    authenticate: (token) => authenticateHubToken(sessions, token),
    errorMessage(error, method) {
      if (error instanceof UsageHubError) return error.message;
      // The hub's own refusal of an unknown method names the method: worth passing on.
      if (method.toLowerCase() !== SAVE_APP_LOG.toLowerCase() && error instanceof Error) return error.message;
      log.error({ err: error, method }, 'usage hub invocation failed');
      return UNEXPECTED;
    },
  });
}
