import { afterEach, describe, expect, it } from 'vitest';
import { ACCOUNT_NOT_HELD } from '../../contracts/errors';
import { Headers } from '../../contracts/headers';
import { sessionSchema } from '../../contracts/session';
import { getAs, signIn, startTestServer, type TestServer } from '../server.testkit';
import type { RequestStatsSnapshot } from './request-stats';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const start = async (env: Record<string, string>) => {
  server = await startTestServer(env);
  return server;
};
const control = (s: TestServer, method: 'GET' | 'POST', path: string, payload?: object) =>
  s.app.inject({
    method,
    url: `/__test/${path}`,
    payload,
    headers: { accept: 'text/html,application/json' },
  });

describe('test controls', () => {
  it.each<Record<string, string>>([{}, { TEST_CONTROLS: '0' }])(
    'are plain 404s without TEST_CONTROLS=1 (%o)',
    async (env) => {
      const s = await start(env);
      for (const [method, path] of [
        ['GET', 'stats'],
        ['POST', 'faults'],
        ['POST', 'clock'],
        ['POST', 'reset-stats'],
        ['POST', 'hub-faults'],
        ['GET', 'usage-logs'],
        ['POST', 'revoke-claim'],
        ['POST', 'remove-account'],
        ['POST', 'help-items'],
      ] as const) {
        const response = await control(s, method, path, method === 'POST' ? {} : undefined);
        expect(response.statusCode, path).toBe(404);
        expect(response.headers['content-type']).toContain('application/json');
      }
    },
  );

  it('take an account from a user: their next request naming it is refused with accountNotHeld', async () => {
    const s = await start({ TEST_CONTROLS: '1' });
    const session = await signIn(s.app, 'supervisor');
    const taken = await control(s, 'POST', 'remove-account', { username: 'supervisor', acctId: 1001 });
    expect(taken.json()).toEqual({ removed: true });
    const refused = await getAs(s.app, session, 'Common/Menu', { [Headers.accountId]: '1001' });
    expect([refused.statusCode, refused.json()]).toEqual([
      403,
      { message: "You don't have access to account 1001.", code: ACCOUNT_NOT_HELD },
    ]);
    const accounts = await getAs(s.app, session, 'Common/Accounts');
    expect(accounts.json().map((account: { acctId: number }) => account.acctId)).toEqual([1002]);
    // Not held (any more): nothing to take.
    expect(
      (await control(s, 'POST', 'remove-account', { username: 'supervisor', acctId: 1001 })).json(),
    ).toEqual({
      removed: false,
    });
  });

  it('store help items as they are, several on one anchor (which the API refuses), served by the page help read', async () => {
    const s = await start({ TEST_CONTROLS: '1' });
    const session = await signIn(s.app, 'supervisor');
    const item = (title: string) => ({
      id: 0,
      pageName: 'home',
      anchor: 'home-title',
      enabled: true,
      title,
      description: `<p>${title}</p>`,
      position: 'right',
      offset: 8,
    });
    const stored = await control(s, 'POST', 'help-items', [item('Second'), item('Third')]);
    expect(stored.statusCode).toBe(200);
    expect(stored.json().ids).toHaveLength(2);
    const help = (await getAs(s.app, session, 'Help/Pages/home')).json();
    const onTitle = help.helps.filter((help: { anchor: string | null }) => help.anchor === 'home-title');
    expect(onTitle.map((help: { title: string }) => help.title)).toEqual(['Home', 'Second', 'Third']);
    expect(
      (await control(s, 'POST', 'help-items', [{ ...item('Bad'), position: 'nowhere' }])).statusCode,
    ).toBe(400);
  });

  it('inject a fault for the next N matching requests', async () => {
    const s = await start({ TEST_CONTROLS: '1' });
    const session = await signIn(s.app, 'viewer');
    const fault = { path: 'Common/Menu', method: 'GET', status: 503, times: 2, message: 'Migration running' };
    expect((await control(s, 'POST', 'faults', fault)).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) {
      const response = await getAs(s.app, session, 'Common/Menu');
      expect([response.statusCode, response.json()]).toEqual([503, { message: 'Migration running' }]);
    }
    expect((await getAs(s.app, session, 'Common/Menu')).statusCode).toBe(200);
  });

  it('match faults by route pattern too', async () => {
    const s = await start({ TEST_CONTROLS: '1' });
    const session = await signIn(s.app, 'admin');
    await control(s, 'POST', 'faults', { path: '/Areas/:areaId', status: 500 });
    expect((await getAs(s.app, session, 'Areas/dashboard')).statusCode).toBe(500);
    expect((await getAs(s.app, session, 'Areas/dashboard')).statusCode).toBe(200);
  });

  it('move the clock that expires tokens', async () => {
    const s = await start({ TEST_CONTROLS: '1', TOKEN_TTL_SECONDS: '60' });
    const session = await signIn(s.app, 'viewer');
    const moved = await control(s, 'POST', 'clock', { offsetMs: 61_000 });
    expect(moved.json().offsetMs).toBe(61_000);
    expect((await getAs(s.app, session, 'Common/Menu')).statusCode).toBe(401);
    await control(s, 'POST', 'clock', { offsetMs: 0 });
    expect((await getAs(s.app, session, 'Common/Menu')).statusCode).toBe(200);
  });

  it('count sign-ins, renewals and requests by method and path', async () => {
    const s = await start({ TEST_CONTROLS: '1' });
    const session = await signIn(s.app, 'viewer');
    await s.app.inject({
      method: 'POST',
      url: '/api/Auth/Renew',
      payload: { refreshToken: session.refreshToken },
    });
    await getAs(s.app, session, 'Common/Menu');
    await getAs(s.app, session, 'Common/Menu?x=1');
    const stats: RequestStatsSnapshot = (await control(s, 'GET', 'stats')).json();
    expect(stats).toMatchObject({ logins: 1, renewals: 1 });
    expect(stats.requests).toEqual({ 'POST Auth/Login': 1, 'POST Auth/Renew': 1, 'GET Common/Menu': 2 });
    expect((await control(s, 'POST', 'reset-stats')).statusCode).toBe(204);
    expect((await control(s, 'GET', 'stats')).json()).toEqual({
      logins: 0,
      exchanges: 0,
      renewals: 0,
      logouts: 0,
      requests: {},
    });
  });

  it('set the Health answer', async () => {
    const s = await start({ TEST_CONTROLS: '1' });
    await control(s, 'POST', 'health', { directoryDatabase: 'down' });
    const health = await s.app.inject({ method: 'GET', url: '/api/Health' });
    expect(health.json()).toEqual({ status: 'ok', directoryDatabase: 'down' });
  });

  it('reset the data and every lever, as a fresh server has them', async () => {
    const s = await start({ TEST_CONTROLS: '1' });
    const session = await signIn(s.app, 'viewer');
    await getAs(s.app, session, 'Common/Menu');
    await control(s, 'POST', 'health', { status: 'maintenance' });
    await control(s, 'POST', 'clock', { offsetMs: 3_600_000 });
    await control(s, 'POST', 'faults', { path: 'Common/Menu', status: 503, times: 5 });
    await control(s, 'POST', 'hub-faults', { times: 2 });

    expect((await control(s, 'POST', 'reset')).statusCode).toBe(204);

    const stats: RequestStatsSnapshot = (await control(s, 'GET', 'stats')).json();
    expect(stats).toEqual({ logins: 0, exchanges: 0, renewals: 0, logouts: 0, requests: {} });
    expect((await control(s, 'GET', 'hub-faults')).json()).toEqual({ pending: 0 });
    expect((await s.app.inject({ method: 'GET', url: '/api/Health' })).json()).toEqual({
      status: 'ok',
      directoryDatabase: 'up',
    });
    // The old session went with the data; a new sign-in works and no fault is left.
    expect((await getAs(s.app, session, 'Common/Menu')).statusCode).toBe(401);
    const again = await signIn(s.app, 'viewer');
    expect(sessionSchema.safeParse(again).success).toBe(true);
    expect((await getAs(s.app, again, 'Common/Menu')).statusCode).toBe(200);
    // The clock is back: a fresh token is not already expired by the moved hour.
    expect(again.expiresAt - Date.now()).toBeLessThan(3_600_000);
  });

  it('answer 400 for a malformed fault', async () => {
    const s = await start({ TEST_CONTROLS: '1' });
    const response = await control(s, 'POST', 'faults', { path: 'Common/Menu', status: 200 });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0].path).toBe('status');
    const hubFault = await control(s, 'POST', 'hub-faults', { times: 0 });
    expect(hubFault.statusCode).toBe(400);
    expect(hubFault.json().issues[0].path).toBe('times');
  });

  it('queue hub faults, count them, and list the (empty) usage logs', async () => {
    const s = await start({ TEST_CONTROLS: '1' });
    expect((await control(s, 'POST', 'hub-faults', {})).json()).toEqual({ pending: 1 });
    expect((await control(s, 'POST', 'hub-faults', { times: 2, error: 'Busy' })).json()).toEqual({
      pending: 3,
    });
    expect(s.app.portal.hubFaults.take()?.error).toMatch(/^Injected hub fault/);
    expect(s.app.portal.hubFaults.take()).toEqual({
      error: 'Busy',
      afterSaving: false,
      dropConnection: false,
    });
    expect((await control(s, 'GET', 'hub-faults')).json()).toEqual({ pending: 1 });
    const usageLogs = await control(s, 'GET', 'usage-logs');
    expect([usageLogs.statusCode, usageLogs.json()]).toEqual([200, []]);
  });

  it('take a claim or a role from a user, as a directory sync would', async () => {
    const s = await start({ TEST_CONTROLS: '1' });
    const session = await signIn(s.app, 'supervisor');
    expect((await getAs(s.app, session, 'Areas/marketRates')).statusCode).toBe(200);
    const claim = { userId: session.user.id, claimValue: 'marketrates.2' };
    expect((await control(s, 'POST', 'revoke-claim', claim)).json()).toEqual({ removed: 1 });
    expect((await getAs(s.app, session, 'Areas/marketRates')).statusCode).toBe(403);
    const roleId = session.user.selectedRoleId ?? 0;
    expect((await control(s, 'POST', 'revoke-role', { userId: session.user.id, roleId })).json()).toEqual({
      removed: 1,
    });
    const roles = (await getAs(s.app, session, 'Common/Roles')).json() as { roles: { roleId: number }[] };
    expect(roles.roles.map((role) => role.roleId)).not.toContain(roleId);
    expect((await control(s, 'POST', 'revoke-role', { userId: session.user.id, roleId })).json()).toEqual({
      removed: 0,
    });
  });
});
