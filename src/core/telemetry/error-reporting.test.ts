import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Headers as H } from '../../contracts/headers';
import { type ServedRequest, serveApi, setUpTestApi } from '../api/app-api.testkit';
import { getSession } from '../auth/session-state';
import { setNetwork, signInAs, signOutForTest } from '../cache/signed-in.testkit';
import { freshPortalDb } from '../db/fresh-db.testkit';
import { NetworkStatus } from '../network/model/network-state';
import { pendingRecords } from '../outbox/outbox.testkit';
import { replay } from '../outbox/replay';
import { registerSender } from '../outbox/senders';
import { errorReporter, sendHeldReport } from './error-reporting';

/** The error reports the stand-in API got, with their headers. */
let requests: ServedRequest[];
const reportsSent = () => requests.filter((request) => request.path === 'Telemetry/ErrorReports');
const headersOf = (request: ServedRequest | undefined) => ({
  token: request?.headers.get(H.authToken) ?? null,
  key: request?.headers.get(H.idempotencyKey) ?? null,
});

let unregister: () => void = () => {};
beforeEach(() => {
  freshPortalDb();
  setUpTestApi();
  setNetwork(NetworkStatus.connected);
  requests = serveApi({ 'POST Telemetry/ErrorReports': () => new Response(null, { status: 204 }) });
});
afterEach(() => {
  unregister();
  signOutForTest();
  setNetwork(NetworkStatus.connected);
});

describe('error reports at the API (docs/telemetry.md)', () => {
  it("carry the signed-in user's token, so the server records the user", async () => {
    signInAs(41, 5);
    errorReporter().reportThrown('exception', new Error('boom 41'));
    await vi.waitFor(() => expect(reportsSent()).toHaveLength(1));
    expect(headersOf(reportsSent()[0])).toEqual({ token: getSession()?.user.authToken, key: null });
    expect(getSession()?.user.authToken).toBeTruthy();
  });

  it('go without a token before sign-in', async () => {
    errorReporter().reportThrown('uncaught-error', new Error('before sign-in'));
    await vi.waitFor(() => expect(reportsSent()).toHaveLength(1));
    expect(headersOf(reportsSent()[0])).toEqual({ token: null, key: null });
  });

  it('held offline, go from the outbox with the token and the record id as Idempotency-Key', async () => {
    signInAs(42, 5);
    unregister = registerSender('errorReport', sendHeldReport);
    setNetwork(NetworkStatus.disconnected);
    errorReporter().reportThrown('exception', new Error('made offline'));
    await vi.waitFor(async () => expect(await pendingRecords(42)).toHaveLength(1));
    const [held] = await pendingRecords(42);
    expect(reportsSent()).toEqual([]);

    setNetwork(NetworkStatus.connected);
    await replay();
    await vi.waitFor(async () => expect(await pendingRecords(42)).toEqual([]));
    expect(reportsSent().map(headersOf)).toEqual([{ token: getSession()?.user.authToken, key: held?.id }]);
  });
});
