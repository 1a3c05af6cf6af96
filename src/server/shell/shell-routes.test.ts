import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../contracts/api';
import { ACCOUNT_NOT_HELD } from '../../contracts/errors';
import { Headers } from '../../contracts/headers';
import { flattenMenuItems } from '../../contracts/menu-tree';
import type { Session } from '../../contracts/session';
import { authHeaders, getAs, signIn, signInEach, startTestServer, type TestServer } from '../server.testkit';

let server: TestServer;
let as: (username: string) => Session;
beforeAll(async () => {
  server = await startTestServer();
  as = await signInEach(server.app, ['admin', 'supervisor', 'viewer', 'noapps', 'noaccount', 'merged']);
});
afterAll(() => server.close());
const get = (username: string, path: string, headers?: Record<string, string>) =>
  getAs(server.app, as(username), path, headers);
const send = (username: string, method: 'PUT' | 'POST', path: string, payload?: object) =>
  server.app.inject({ method, url: `/api/${path}`, payload, headers: authHeaders(as(username)) });
const menuOf = async (username: string) =>
  api.menu.response.parse((await get(username, 'Common/Menu')).json());

describe('Common/Menu', () => {
  it('gives the admin more entries than the supervisor, and noapps none', async () => {
    const admin = flattenMenuItems((await menuOf('admin')).items);
    const supervisor = flattenMenuItems((await menuOf('supervisor')).items);
    expect(admin.length).toBeGreaterThan(supervisor.length);
    expect(supervisor.some((item) => item.url.startsWith('/configuration'))).toBe(false);
    expect(await menuOf('noapps')).toEqual({ items: [], favorites: [] });
  });

  it('marks the seeded favorites', async () => {
    const menu = await menuOf('supervisor');
    expect(menu.favorites).toEqual([120, 101, 113]);
    const favorites = flattenMenuItems(menu.items).filter((item) => item.favorite);
    expect(favorites.map((item) => item.id).sort()).toEqual([101, 113, 120]);
  });
});

describe('Common/Favorites', () => {
  it('saves and returns the list, which the menu then carries', async () => {
    const saved = await send('viewer', 'PUT', 'Common/Favorites', { favorites: [113, 501, 210] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ favorites: [113, 501, 210] });
    expect((await menuOf('viewer')).favorites).toEqual([113, 501, 210]);
  });

  it.each([
    ['an id outside the menu', [113, 105]],
    ['an unknown id', [999_999]],
    ['a duplicate', [113, 113]],
  ])('answers 400 for %s and keeps the old list', async (_case, favorites) => {
    const before = (await menuOf('supervisor')).favorites;
    const response = await send('supervisor', 'PUT', 'Common/Favorites', { favorites });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toHaveLength(1);
    expect((await menuOf('supervisor')).favorites).toEqual(before);
  });
});

describe('Common/Favorites with an Idempotency-Key', () => {
  const put = (username: string, favorites: number[], key?: string | string[]) =>
    server.app.inject({
      method: 'PUT',
      url: '/api/Common/Favorites',
      payload: { favorites },
      headers: {
        ...authHeaders(as(username)),
        ...(key === undefined ? {} : { [Headers.idempotencyKey]: key }),
      },
    });

  it('applies a key once: a repeat answers the first result and changes nothing', async () => {
    const first = await put('admin', [102, 101], 'key-1');
    expect([first.statusCode, first.json()]).toEqual([200, { favorites: [102, 101] }]);
    await put('admin', [104], 'key-2');
    // A late replay of key-1 must not bring the older list back.
    const replayed = await put('admin', [102, 101], 'key-1');
    expect([replayed.statusCode, replayed.json()]).toEqual([200, { favorites: [102, 101] }]);
    expect((await menuOf('admin')).favorites).toEqual([104]);
  });

  it('keeps keys per user, and applies every request without a key', async () => {
    await put('admin', [101], 'shared-key');
    expect((await put('supervisor', [120], 'shared-key')).json()).toEqual({ favorites: [120] });
    expect((await menuOf('supervisor')).favorites).toEqual([120]);
    await put('supervisor', [101]);
    await put('supervisor', [120, 101]);
    expect((await menuOf('supervisor')).favorites).toEqual([120, 101]);
  });

  it('keeps nothing for a refused request, so the key can be used again', async () => {
    expect((await put('admin', [999_999], 'key-refused')).statusCode).toBe(400);
    expect((await put('admin', [103], 'key-refused')).json()).toEqual({ favorites: [103] });
  });

  it('reads a key sent twice (a proxy appending the header) as that key: the replay changes nothing', async () => {
    await put('viewer', [113], 'twice-1');
    const replayed = await put('viewer', [501], ['twice-1', 'twice-1']);
    expect([replayed.statusCode, replayed.json()]).toEqual([200, { favorites: [113] }]);
    expect((await menuOf('viewer')).favorites).toEqual([113]);
  });

  it('answers 400 for two different keys in one request, and applies nothing', async () => {
    await put('viewer', [113]);
    const response = await put('viewer', [501], ['twice-2', 'twice-3']);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Send one Idempotency-Key: this request carries 2 different ones.',
    });
    expect((await menuOf('viewer')).favorites).toEqual([113]);
  });

  it('answers 400 for a key longer than 200 characters', async () => {
    const response = await put('admin', [101], 'k'.repeat(201));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/Idempotency-Key/);
  });
});

describe('Areas/:areaId', () => {
  it.each([
    ['supervisor', 'dashboard', 200],
    ['supervisor', 'configuration', 403],
    ['supervisor', 'covid', 403],
    ['admin', 'configuration', 200],
    ['viewer', 'marketRates', 200],
    ['viewer', 'security', 403],
    ['noapps', 'auditForms', 200],
    ['admin', 'nowhere', 404],
    ['admin', 'home', 404],
  ])('answers %s for %s with %i', async (username, areaId, status) => {
    const response = await get(username, `Areas/${areaId}`);
    expect(response.statusCode).toBe(status);
    if (status === 200) expect(api.area.response.parse(response.json()).areaId).toBe(areaId);
    if (status === 403) expect(response.json().message).toMatch(/^You don't have access to /);
  });
});

describe('the account header', () => {
  it('answers 403 for an account that is not the user’s, 200 for one that is', async () => {
    const foreign = await get('supervisor', 'Common/Roles', { [Headers.accountId]: '1003' });
    expect(foreign.statusCode).toBe(403);
    // The code lets a client tell this refusal from an app's without reading the words.
    expect(foreign.json()).toEqual({
      message: "You don't have access to account 1003.",
      code: ACCOUNT_NOT_HELD,
    });
    expect((await get('supervisor', 'Common/Roles', { [Headers.accountId]: '1002' })).statusCode).toBe(200);
    expect((await get('noaccount', 'Common/Roles', { [Headers.accountId]: '1001' })).statusCode).toBe(403);
  });
});

describe('account and role selection', () => {
  it('stores the selection and answers the auth user with the same token', async () => {
    const response = await send('supervisor', 'PUT', 'Common/SelectedAccount', { acctId: 1002 });
    expect(response.statusCode).toBe(200);
    const user = api.selectAccount.response.parse(response.json());
    expect(user.selectedAccountId).toBe(1002);
    expect(user.authToken).toBe(as('supervisor').user.authToken);
    const role = api.selectRole.response.parse(
      (await send('supervisor', 'PUT', 'Common/SelectedRole', { roleId: 4 })).json(),
    );
    expect(role.selectedRoleId).toBe(4);
    const again = await signIn(server.app, 'supervisor');
    expect([again.user.selectedAccountId, again.user.selectedRoleId]).toEqual([1002, 4]);
  });

  it('answers 400 for an account or role the user does not hold', async () => {
    expect((await send('supervisor', 'PUT', 'Common/SelectedAccount', { acctId: 1003 })).statusCode).toBe(
      400,
    );
    expect((await send('supervisor', 'PUT', 'Common/SelectedRole', { roleId: 1 })).statusCode).toBe(400);
  });

  it('answers 400 to a user whose roles are merged, even for one of them, and selects none', async () => {
    expect(as('merged').user.selectedRoleId).toBeNull();
    const roles = api.roles.response.parse((await get('merged', 'Common/Roles')).json());
    expect([roles.roles.map((r) => r.roleId), roles.consolidated]).toEqual([[3, 4], true]);
    const response = await send('merged', 'PUT', 'Common/SelectedRole', { roleId: 4 });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Your roles are merged: there is no role to select.');
  });
});

describe('user data', () => {
  it('answers accounts, roles and details of the user', async () => {
    const accounts = api.accounts.response.parse((await get('admin', 'Common/Accounts')).json());
    expect(accounts.map((a) => a.acctName)).toContain('Zürich Hub');
    expect((await get('noaccount', 'Common/Accounts')).json()).toEqual([]);
    const roles = api.roles.response.parse((await get('admin', 'Common/Roles')).json());
    expect([roles.roles.length, roles.consolidated]).toEqual([2, false]);
    const details = api.selfUserDetails.response.parse(
      (await get('viewer', 'Common/SelfUserDetails')).json(),
    );
    expect(details.appPermissions).toContainEqual({ area: 'marketrates', level: '2' });
  });
});

describe('announcements and notifications', () => {
  it('drops an acknowledged announcement for that user only', async () => {
    const before = api.announcements.response.parse((await get('viewer', 'Common/Announcements')).json());
    expect(before.map((a) => a.allowAcknowledge)).toEqual([true, false, true]);
    const ack = await send('viewer', 'POST', 'Common/Announcements/1/Acknowledge');
    expect(ack.statusCode).toBe(204);
    expect((await send('viewer', 'POST', 'Common/Announcements/1/Acknowledge')).statusCode).toBe(204);
    const after = api.announcements.response.parse((await get('viewer', 'Common/Announcements')).json());
    expect(after.map((a) => a.id)).toEqual([2, 3]);
    expect((await get('admin', 'Common/Announcements')).json()).toHaveLength(3);
  });

  it('refuses to acknowledge what cannot be dismissed (400) or does not exist (404)', async () => {
    expect((await send('viewer', 'POST', 'Common/Announcements/2/Acknowledge')).statusCode).toBe(400);
    expect((await send('viewer', 'POST', 'Common/Announcements/77/Acknowledge')).statusCode).toBe(404);
  });

  it('counts the open notifications for the bell', async () => {
    const bell = api.globalNotifications.response.parse(
      (await get('supervisor', 'Common/GlobalNotifications')).json(),
    );
    expect(bell.count).toBe(4);
    expect(bell.items[0]?.title).toBe('Overtime threshold reached');
  });
});
