import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '../../contracts/errors';
import { authUserSchema, type Session, sessionSchema } from '../../contracts/session';
import { authHeaders, getAs, signIn, startTestServer, type TestServer } from '../server.testkit';
import { createTestIdentityProvider, type TestIdentityProvider } from './identity-provider.testkit';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer({ TOKEN_TTL_SECONDS: '300' });
});
afterEach(() => server.close());

const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'POST', url: `/api/${url}`, payload, headers });

describe('Auth/Login', () => {
  it('answers a session whose app token opens the API', async () => {
    const session = await signIn(server.app, 'admin');
    expect(session.user.name).toBe('Avery Admin');
    expect(session.user.selectedAccountId).toBe(1001);
    expect(session.expiresAt).toBeGreaterThan(server.clock.now());
    expect(session.expiresAt).toBeLessThanOrEqual(server.clock.now() + 300_000);
    expect((await getAs(server.app, session, 'Common/Accounts')).statusCode).toBe(200);
  });

  it.each([
    ['a wrong password', 'admin', 'nope'],
    ['an unknown user', 'nobody', 'demo'],
  ])('answers 401 with one message for %s', async (_case, username, password) => {
    const response = await post('Auth/Login', { username, password });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Incorrect username or password.' });
  });

  it('answers 400 naming the fields of a body that breaks the contract', async () => {
    const response = await post('Auth/Login', { username: '', password: 5 });
    expect(response.statusCode).toBe(400);
    const body = apiErrorBodySchema.parse(response.json());
    expect(body.message).toMatch(/^Invalid request body for POST Auth\/Login: username: Enter your username/);
    expect(body.issues?.map((issue) => issue.path)).toEqual(['username', 'password']);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await post('Auth/Login', undefined, { 'content-type': 'application/json' });
    expect(response.statusCode).toBe(400);
    const broken = await server.app.inject({
      method: 'POST',
      url: '/api/Auth/Login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });
});

describe('app tokens', () => {
  it('refuses a missing, tampered or foreign token with 401', async () => {
    const session = await signIn(server.app, 'viewer');
    const [header = '', payload = '', signature = ''] = session.user.authToken.split('.');
    const otherUser = Buffer.from(JSON.stringify({ sub: '1', sid: 1, exp: 9_999_999_999 })).toString(
      'base64url',
    );
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const token of [
      `${header}.${otherUser}.${signature}`,
      `${header}.${payload}.${flipped}`,
      'garbage',
    ]) {
      const response = await getAs(
        server.app,
        { ...session, user: { ...session.user, authToken: token } },
        'Common/Menu',
      );
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'The app token is not valid.' });
    }
    const anonymous = await server.app.inject({ method: 'GET', url: '/api/Common/Menu' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('expires after TOKEN_TTL_SECONDS on the server clock', async () => {
    const session = await signIn(server.app, 'viewer');
    expect(session.expiresAt - server.clock.now()).toBeLessThanOrEqual(300_000);
    // Moved to a second before and after the token's expiry itself, not by 299 and 301 s from now:
    // the sign-in's own time (scrypt, seconds on a loaded machine) would eat the margin.
    const offsetTo = (time: number) => time - (server.clock.now() - server.clock.offsetMs);
    server.clock.setOffset(offsetTo(session.expiresAt - 1_000));
    expect((await getAs(server.app, session, 'Common/Menu')).statusCode).toBe(200);
    server.clock.setOffset(offsetTo(session.expiresAt + 1_000));
    const expired = await getAs(server.app, session, 'Common/Menu');
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ message: 'The app token has expired.' });
  });
});

describe('Auth/Renew and Auth/Logout', () => {
  it('renews an expired app token with the refresh token', async () => {
    const session = await signIn(server.app, 'supervisor');
    server.clock.setOffset(600_000);
    const renewed = await post('Auth/Renew', { refreshToken: session.refreshToken });
    expect(renewed.statusCode).toBe(200);
    const next = sessionSchema.parse(renewed.json());
    expect(next.user.authToken).not.toBe(session.user.authToken);
    expect(next.refreshToken).toBe(session.refreshToken);
    expect(next.expiresAt).toBeGreaterThan(session.expiresAt);
    expect((await getAs(server.app, next, 'Common/Menu')).statusCode).toBe(200);
  });

  it('caps a renewed app token at the end of its sign-in: the last one lives no longer than the 12 hours (walkthrough 34, O3)', async () => {
    const signInFrom = server.clock.now();
    const session = await signIn(server.app, 'viewer');
    const signInEnd = server.clock.now() + 43_200_000; // at the latest
    const offsetTo = (time: number) => time - (server.clock.now() - server.clock.offsetMs);
    // A minute before the sign-in ends (at the earliest): a full token would outlive it by 4 minutes.
    server.clock.setOffset(offsetTo(signInFrom + 43_200_000 - 60_000));
    const renewed = await post('Auth/Renew', { refreshToken: session.refreshToken });
    expect(renewed.statusCode).toBe(200);
    const next = sessionSchema.parse(renewed.json());
    expect(next.expiresAt).toBeGreaterThan(server.clock.now());
    expect(next.expiresAt).toBeLessThanOrEqual(signInEnd);
    // The token's own exp says the same as the answer's expiresAt.
    const [, payload = ''] = next.user.authToken.split('.');
    const { exp } = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { exp: number };
    expect(exp * 1000).toBe(next.expiresAt);
    expect((await getAs(server.app, next, 'Common/Menu')).statusCode).toBe(200);
  });

  it('refuses an unknown or expired refresh token with 401', async () => {
    expect((await post('Auth/Renew', { refreshToken: 'made-up' })).statusCode).toBe(401);
    const session = await signIn(server.app, 'supervisor');
    server.clock.setOffset(43_200_000 + 1000);
    expect((await post('Auth/Renew', { refreshToken: session.refreshToken })).statusCode).toBe(401);
  });

  it('logs out: 204, then neither the refresh token nor the app token works', async () => {
    const session = await signIn(server.app, 'supervisor');
    const logout = await post('Auth/Logout', { refreshToken: session.refreshToken });
    expect(logout.statusCode).toBe(204);
    expect(logout.body).toBe('');
    expect((await post('Auth/Renew', { refreshToken: session.refreshToken })).statusCode).toBe(401);
    const after = await server.app.inject({
      method: 'GET',
      url: '/api/Common/Menu',
      headers: authHeaders(session),
    });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: 'This session has ended. Sign in again.' });
  });
});

describe('Auth/Exchange', () => {
  it('answers 501 where no identity provider is configured', async () => {
    const response = await post('Auth/Exchange', undefined, { authorization: 'Bearer x' });
    expect(response.statusCode).toBe(501);
  });
});

describe('Auth/Exchange with an identity provider', () => {
  let provider: TestIdentityProvider;
  let idp: TestServer;
  let signIdentity: TestIdentityProvider['sign'];

  // One provider for these tests: making its RSA key pair is the slow part (hundreds of ms).
  beforeAll(async () => {
    provider = await createTestIdentityProvider();
    signIdentity = provider.sign;
  });
  beforeEach(async () => {
    idp = await provider.startServer();
  });
  afterEach(() => idp.close());

  const exchange = (token: string) =>
    idp.app.inject({
      method: 'POST',
      url: '/api/Auth/Exchange',
      headers: { authorization: `Bearer ${token}` },
    });

  it('maps preferred_username (or the part of an e-mail before @) to the demo user', async () => {
    const byName = await exchange(await signIdentity({ preferred_username: 'supervisor', sub: 'x1' }));
    expect(byName.statusCode).toBe(200);
    expect(sessionSchema.parse(byName.json()).user.name).toBe('Sam Supervisor');
    const byEmail = await exchange(await signIdentity({ email: 'viewer@contoso.example', sub: 'x2' }));
    expect(sessionSchema.parse(byEmail.json()).user.name).toBe('Vic Viewer');
  });

  it('answers 401 for an unknown identity, a wrong audience or no bearer token', async () => {
    const unknown = await exchange(await signIdentity({ preferred_username: 'stranger' }));
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toContain('stranger');
    expect((await exchange(await signIdentity({ sub: 'admin' }, { audience: 'other' }))).statusCode).toBe(
      401,
    );
    const missing = await idp.app.inject({ method: 'POST', url: '/api/Auth/Exchange' });
    expect(missing.statusCode).toBe(401);
  });
});

describe('each sign-in keeps its own role and account selection (walkthrough 15, D3 notes)', () => {
  const send = (session: Session, method: 'PUT' | 'PATCH', path: string, payload: object) =>
    server.app.inject({ method, url: `/api/${path}`, payload, headers: authHeaders(session) });
  const renew = async (session: Session) => {
    const answer = await post('Auth/Renew', { refreshToken: session.refreshToken });
    expect(answer.statusCode).toBe(200);
    return sessionSchema.parse(answer.json());
  };
  const selectionOf = ({ user }: Session) => [user.selectedAccountId, user.selectedRoleId];

  it('a switch on one device leaves the other device’s renewals as they were; a new sign-in starts from it', async () => {
    const deviceA = await signIn(server.app, 'supervisor');
    const deviceB = await signIn(server.app, 'supervisor');
    expect(selectionOf(deviceB)).toEqual([1001, 3]);

    expect((await send(deviceA, 'PUT', 'Common/SelectedAccount', { acctId: 1002 })).statusCode).toBe(200);
    expect((await send(deviceA, 'PUT', 'Common/SelectedRole', { roleId: 4 })).statusCode).toBe(200);
    server.clock.setOffset(600_000);

    expect(selectionOf(await renew(deviceB))).toEqual([1001, 3]);
    expect(selectionOf(await renew(deviceA))).toEqual([1002, 4]);
    // A brand-new sign-in (a new device) starts from the user's last selection, made anywhere.
    expect(selectionOf(await signIn(server.app, 'supervisor'))).toEqual([1002, 4]);
  });

  it('answers a switch, and an impersonation, with the selection of the sign-in that made it', async () => {
    const deviceA = await signIn(server.app, 'admin');
    const deviceB = await signIn(server.app, 'admin');
    await send(deviceA, 'PUT', 'Common/SelectedAccount', { acctId: 1003 });
    await send(deviceA, 'PUT', 'Common/SelectedRole', { roleId: 2 });

    const role = await send(deviceB, 'PUT', 'Common/SelectedRole', { roleId: 1 });
    expect(authUserOf(role)).toMatchObject({ selectedAccountId: 1001, selectedRoleId: 1 });
    const account = await send(deviceA, 'PUT', 'Common/SelectedAccount', { acctId: 1004 });
    expect(authUserOf(account)).toMatchObject({ selectedAccountId: 1004, selectedRoleId: 2 });
    const impersonating = await send(deviceB, 'PUT', 'Common/ImpersonatedUser', { userId: 3 });
    // The app takes the impersonation's whole auth user into the session (features/settings).
    expect(authUserOf(impersonating)).toMatchObject({ selectedAccountId: 1001, selectedRoleId: 1 });
  });

  it('a sign-in whose account or role was taken falls back to the first one held, as before', async () => {
    const deviceA = await signIn(server.app, 'supervisor');
    const deviceB = await signIn(server.app, 'supervisor');
    await send(deviceA, 'PUT', 'Common/SelectedAccount', { acctId: 1002 });
    await send(deviceA, 'PUT', 'Common/SelectedRole', { roleId: 4 });
    const { db } = server.app.portal;
    db.prepare('DELETE FROM user_accounts WHERE user_id = ? AND account_id = 1001').run(deviceB.user.id);
    db.prepare('DELETE FROM user_roles WHERE user_id = ? AND role_id = 3').run(deviceB.user.id);
    server.clock.setOffset(600_000);
    expect(selectionOf(await renew(deviceB))).toEqual([1002, 4]);
  });

  it('merged roles select none in every sign-in, and roles no longer merged give each its own back', async () => {
    const deviceA = await signIn(server.app, 'supervisor');
    const deviceB = await signIn(server.app, 'supervisor');
    await send(deviceB, 'PUT', 'Common/SelectedRole', { roleId: 4 });
    const merge = (value: string) =>
      send(deviceA, 'PATCH', 'Common/UserPreferences', { title: 'Merge Roles', type: 'Switch', value });
    expect((await merge('true')).statusCode).toBe(204);
    expect(selectionOf(await renew(deviceB))).toEqual([1001, null]);
    expect((await merge('false')).statusCode).toBe(204);
    expect(selectionOf(await renew(deviceB))).toEqual([1001, 4]);
    expect(selectionOf(await renew(deviceA))).toEqual([1001, 3]);
  });
});

const authUserOf = (response: { statusCode: number; json(): unknown }) => {
  expect(response.statusCode).toBe(200);
  return authUserSchema.parse(response.json());
};
