import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../contracts/api';
import type { Session } from '../../contracts/session';
import { authHeaders, getAs, signIn, signInEach, startTestServer, type TestServer } from '../server.testkit';

let server: TestServer;
let as: (username: string) => Session;
beforeAll(async () => {
  server = await startTestServer();
  as = await signInEach(server.app, ['admin', 'supervisor', 'viewer', 'merged']);
});
afterAll(() => server.close());

const get = (username: string, path: string) => getAs(server.app, as(username), path);
const send = (username: string, method: 'PATCH' | 'POST' | 'PUT', path: string, payload: object) =>
  server.app.inject({ method, url: `/api/${path}`, payload, headers: authHeaders(as(username)) });
const preferencesOf = async (username: string) =>
  api.userPreferences.response.parse((await get(username, 'Common/UserPreferences')).json());
const preferenceValue = async (username: string, title: string) =>
  (await preferencesOf(username)).find((preference) => preference.title === title)?.value;

describe('Common/UserPreferences', () => {
  it('lists the preferences with their defaults; Merge Roles only for users with several roles', async () => {
    const supervisor = await preferencesOf('supervisor');
    expect(supervisor.map((p) => [p.title, p.type, p.value])).toEqual([
      ['Theme', 'Dropdown', 'light'],
      ['Font Size', 'Number', '16'],
      ['Accent Color', 'ColorPicker', 'blue'],
      ['Merge Roles', 'Switch', 'false'],
      ['Mobile Phone', 'PhoneNumber', ''],
      ['Notification Sound', 'Switch', 'true'],
    ]);
    expect(supervisor[0]?.options.map((o) => o.value)).toEqual(['light', 'dark']);
    expect((await preferencesOf('viewer')).some((p) => p.title === 'Merge Roles')).toBe(false);
  });

  it.each([
    ['Theme', 'Dropdown', 'dark'],
    ['Theme', 'Dropdown', 'holiday'],
    ['Font Size', 'Number', '20'],
    ['Accent Color', 'ColorPicker', 'coral'],
    ['Mobile Phone', 'PhoneNumber', '555-123-4567'],
    ['Mobile Phone', 'PhoneNumber', ''],
    ['Startup App', 'AppSelector', ''],
    ['Default Role', 'RoleSelector', ''],
  ])('saves %s = %s', async (title, type, value) => {
    const saved = await send('admin', 'PATCH', 'Common/UserPreferences', { title, type, value });
    expect(saved.statusCode).toBe(204);
    expect(await preferenceValue('admin', title)).toBe(value);
  });

  it.each([
    [
      'a phone number off the pattern',
      { title: 'Mobile Phone', type: 'PhoneNumber', value: '5551234567' },
      'Invalid Phone Number',
    ],
    [
      'a font size out of range',
      { title: 'Font Size', type: 'Number', value: '40' },
      'Enter a size from 12 to 22.',
    ],
    ['an unknown theme', { title: 'Theme', type: 'Dropdown', value: 'purple' }, 'Not one of the options'],
    ['no theme', { title: 'Theme', type: 'Dropdown', value: '' }, 'Not one of the options'],
    ['the wrong type', { title: 'Theme', type: 'Switch', value: 'true' }, 'Expected Dropdown.'],
    ['an unknown title', { title: 'Wallpaper', type: 'Dropdown', value: 'x' }, 'Unknown preference.'],
  ])('answers 400 for %s and keeps the value', async (_case, change, issue) => {
    const before = await preferenceValue('supervisor', change.title);
    const response = await send('supervisor', 'PATCH', 'Common/UserPreferences', change);
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0].message).toBe(issue);
    expect(await preferenceValue('supervisor', change.title)).toBe(before);
  });

  it('Merge Roles merges the roles: the roles answer says consolidated and no role is selected', async () => {
    const merged = await send('supervisor', 'PATCH', 'Common/UserPreferences', {
      title: 'Merge Roles',
      type: 'Switch',
      value: 'true',
    });
    expect(merged.statusCode).toBe(204);
    expect((await get('supervisor', 'Common/Roles')).json().consolidated).toBe(true);
    expect(await preferenceValue('supervisor', 'Merge Roles')).toBe('true');
    await send('supervisor', 'PATCH', 'Common/UserPreferences', {
      title: 'Merge Roles',
      type: 'Switch',
      value: 'false',
    });
    expect((await get('supervisor', 'Common/Roles')).json().consolidated).toBe(false);
  });
});

describe('role and app preferences (S2 §3, §5)', () => {
  it('are listed only for users whose claims enable them, with their own roles and apps as options', async () => {
    const admin = await preferencesOf('admin');
    const byTitle = (title: string) => admin.find((p) => p.title === title);
    expect(byTitle('Role Switch')).toMatchObject({ type: 'RoleSwitch', value: 'false' });
    expect(byTitle('Default Role')?.type).toBe('RoleSelector');
    expect(byTitle('Default Role')?.options.map((o) => o.value)).toEqual(
      (await get('admin', 'Common/Roles')).json().roles.map((r: { roleId: number }) => String(r.roleId)),
    );
    expect(byTitle('Startup App')?.type).toBe('AppSelector');
    expect(byTitle('Startup App')?.options.length).toBeGreaterThan(0);
    const supervisor = await preferencesOf('supervisor');
    expect(supervisor.some((p) => ['RoleSwitch', 'RoleSelector', 'AppSelector'].includes(p.type))).toBe(
      false,
    );
  });

  it('saves a role of the user and refuses another', async () => {
    const roleId = (await preferencesOf('admin')).find((p) => p.title === 'Default Role')?.options[1]?.value;
    const on = { title: 'Role Switch', type: 'RoleSwitch', value: 'true' };
    expect((await send('admin', 'PATCH', 'Common/UserPreferences', on)).statusCode).toBe(204);
    const pick = { title: 'Default Role', type: 'RoleSelector', value: roleId };
    expect((await send('admin', 'PATCH', 'Common/UserPreferences', pick)).statusCode).toBe(204);
    expect(await preferenceValue('admin', 'Default Role')).toBe(roleId);
    const foreign = { title: 'Default Role', type: 'RoleSelector', value: '999' };
    expect((await send('admin', 'PATCH', 'Common/UserPreferences', foreign)).statusCode).toBe(400);
    const notOffered = { title: 'Startup App', type: 'AppSelector', value: '101' };
    expect((await send('supervisor', 'PATCH', 'Common/UserPreferences', notOffered)).statusCode).toBe(400);
  });
  it('starts the next session in the Default Role while Role Switch is on, not once it is off', async () => {
    const session = await signIn(server.app, 'admin');
    const { selectedRoleId } = session.user;
    const other = session.user.roles.find((role) => role.roleId !== selectedRoleId)?.roleId;
    expect(other).toBeDefined();
    const patch = (title: string, type: string, value: string) =>
      send('admin', 'PATCH', 'Common/UserPreferences', { title, type, value });
    expect((await patch('Role Switch', 'RoleSwitch', 'true')).statusCode).toBe(204);
    expect((await patch('Default Role', 'RoleSelector', String(other))).statusCode).toBe(204);
    expect((await signIn(server.app, 'admin')).user.selectedRoleId).toBe(other);

    const back = await send('admin', 'PUT', 'Common/SelectedRole', { roleId: selectedRoleId });
    expect(back.statusCode).toBe(200);
    expect((await patch('Role Switch', 'RoleSwitch', 'false')).statusCode).toBe(204);
    expect((await signIn(server.app, 'admin')).user.selectedRoleId).toBe(selectedRoleId);
  });
});

describe('Common/UserNotification', () => {
  it('lists the settings in the five categories and saves a toggle', async () => {
    const before = api.notificationPreferences.response.parse(
      (await get('supervisor', 'Common/UserNotification')).json(),
    );
    expect([...new Set(before.map((s) => s.category))]).toEqual([
      'Alert',
      'Forms',
      'Request Status',
      'Plan Status',
      'Action Status',
    ]);
    const toggled = await send('supervisor', 'PATCH', 'Common/UserNotification', {
      category: 'Forms',
      title: 'Form completed',
      checked: true,
    });
    expect(toggled.statusCode).toBe(204);
    const after = (await get('supervisor', 'Common/UserNotification')).json();
    expect(after).toContainEqual({ category: 'Forms', title: 'Form completed', checked: true });
  });

  it('refuses Workday users (403) and unknown settings (400)', async () => {
    expect((await get('viewer', 'Common/UserNotification')).statusCode).toBe(403);
    const unknown = await send('admin', 'PATCH', 'Common/UserNotification', {
      category: 'Alert',
      title: 'Form completed',
      checked: true,
    });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('impersonation', () => {
  it('lists supervisors to site admins only, searchable', async () => {
    const all = await send('admin', 'POST', 'Common/SupervisorOptions', { search: '' });
    expect(all.json().map((o: { title: string }) => o.title)).toEqual(['Mia Merged', 'Sam Supervisor']);
    const searched = await send('admin', 'POST', 'Common/SupervisorOptions', { search: 'lax' });
    expect(searched.json()).toEqual([
      { title: 'Sam Supervisor', subtitle: 'Shift Supervision · LAX', value: '2' },
    ]);
    // Any case, accents ignored, as the app's searches (walkthrough 22, F3).
    const folded = await send('admin', 'POST', 'Common/SupervisorOptions', { search: 'SUPÉRVISION · LAX' });
    expect(folded.json().map((o: { title: string }) => o.title)).toEqual(['Sam Supervisor']);
    // Accents alone fold to nothing: no option holds that search (it is not a blank one).
    expect((await send('admin', 'POST', 'Common/SupervisorOptions', { search: '\u0301' })).json()).toEqual(
      [],
    );
    expect((await send('supervisor', 'POST', 'Common/SupervisorOptions', { search: '' })).statusCode).toBe(
      403,
    );
  });

  it('lists other users by search text and user type', async () => {
    const workday = (
      await send('admin', 'POST', 'Common/UserOptions', { search: '', userType: 'Workday' })
    ).json();
    expect(workday.map((o: { title: string }) => o.title)).toEqual(['Vic Viewer']);
    const searched = (await send('admin', 'POST', 'Common/UserOptions', { search: 'opsbox' })).json();
    expect(searched.some((o: { title: string }) => o.title === 'Avery Admin')).toBe(false);
    expect(searched.some((o: { title: string }) => o.title === 'Sam Supervisor')).toBe(true);
    expect((await send('supervisor', 'POST', 'Common/UserOptions', {})).statusCode).toBe(403);
  });

  it('impersonating a user adds the UserId claim, resetting removes it', async () => {
    const started = await send('admin', 'PUT', 'Common/ImpersonatedUser', { userId: 2 });
    expect(started.statusCode).toBe(200);
    expect(started.json().claims).toContainEqual({ claimType: 'UserId', claimValue: '2' });
    const reset = await send('admin', 'PUT', 'Common/ImpersonatedUser', { userId: null });
    expect(reset.json().claims.some((c: { claimType: string }) => c.claimType === 'UserId')).toBe(false);
  });

  it.each([
    ['themselves', 1],
    ['an unknown user', 999],
  ])('refuses to impersonate %s (400)', async (_case, userId) => {
    expect((await send('admin', 'PUT', 'Common/ImpersonatedUser', { userId })).statusCode).toBe(400);
  });
});
