import { describe, expect, it, test } from 'vitest';
import { authUser, menuItem, role } from '../../../../test/fixtures/shell-builders';
import { usageLogRecordSchema } from '../../../contracts/usage';
import {
  loggedRole,
  type NavigationUsageInput,
  statusCodeFor,
  usageLogForAppLaunch,
  usageLogForNavigation,
} from './usage-log';

const menu = [
  menuItem({ id: 1, title: 'Labor Planning', appType: 'Apps', url: '/labor-planning' }),
  menuItem({
    id: 2,
    title: 'Reports Hub',
    appType: 'Reports',
    url: '/pbi-report',
    pages: [menuItem({ id: 21, title: 'Sales', appType: 'Reports', url: '/pbi-report/sales' })],
  }),
  menuItem({ id: 3, title: 'Audit Forms', appType: 'Forms', url: '/audit-forms' }),
  menuItem({ id: 4, title: 'Carrier Portal', appType: 'Links', url: '', extLink: 'https://carrier.test' }),
];

const user = authUser({
  id: 42,
  roles: [role(3, 'Supervisor'), role(7, 'Admin')],
  selectedRoleId: null,
  claims: [{ claimType: 'UserId', claimValue: '1001' }],
});

const navigation = (pathname: string, search = ''): NavigationUsageInput => ({
  pathname,
  search,
  menu,
  user,
  selectedAccountId: 12,
  userAgent: 'Chrome/140',
});

const logged = (pathname: string, search = '') => usageLogForNavigation(navigation(pathname, search));

describe('usageLogForNavigation', () => {
  test.each([
    '/device/1',
    '/display',
    '/Display/7',
    '/external-form/abc',
    '/development/tools',
    '/home',
    '/home/anything',
    '/',
    '',
  ])('does not log %j', (pathname) => {
    expect(logged(pathname)).toBeNull();
  });

  // Skip prefixes match the whole first segment: `/devices` is not under `device`.
  test.each(['/devices/1', '/display-board', '/developments', '/external-forms/2', '/homepage'])(
    'logs %j (only its first letters match a skipped segment)',
    (pathname) => {
      expect(logged(pathname)?.appUrl).toBe(pathname);
    },
  );

  it('logs an app visit with the session, the app and status 200', () => {
    const record = logged('/labor-planning', '?acctId=12');
    expect(record).toEqual({
      contextAccountID: 12,
      roleID: '3,7',
      roleName: 'Supervisor,Admin',
      group: 'Apps',
      appName: 'Labor Planning',
      appUrl: '/labor-planning?acctId=12',
      userAgent: 'Chrome/140',
      clientIP: null,
      impersonatedUserID: '1001',
      userID: 42,
      statusCode: 200,
      subRoute: null,
      itemID: null,
    });
    expect(usageLogRecordSchema.safeParse(record).success).toBe(true);
  });

  test.each([
    [
      'segments 3 and 4 of a report',
      '/pbi-report/finance/quarterly/77',
      '',
      'Reports Hub',
      'quarterly',
      '77',
    ],
    ['segments 3 and 4 of a form', '/audit-forms/templates/edit/12', '', 'Audit Forms', 'edit', '12'],
    ['segment 3 alone of a form', '/audit-forms/templates/new', '', 'Audit Forms', 'new', null],
    ['no segments of an app', '/labor-planning/week/3/9', '', 'Labor Planning', null, null],
    ['the id query parameter', '/labor-planning', '?acctId=12&id=5', 'Labor Planning', null, '5'],
    ['an id= path part', '/audit-forms/id=123', '', 'Audit Forms', null, '123'],
    ['an id= part over segment 4', '/pbi-report/a/b/77', '?id=99', 'Reports Hub', 'b', '99'],
    ['the most specific page', '/pbi-report/sales', '', 'Sales', null, null],
    ['an external link shown in the app', '/url/4', '', 'Carrier Portal', null, null],
  ])('takes from %s the app, sub-route and item id', (_, pathname, search, appName, subRoute, itemID) => {
    expect(logged(pathname, search)).toMatchObject({ appName, subRoute, itemID, statusCode: 200 });
  });

  test.each([
    ['/error/404', 404, 'Error'],
    ['/error/503', 503, 'Error'],
    ['/error/browser', 0, 'Error'],
    ['/location-profile', 200, 'Location Profile'],
    ['/unknown-area/x', 200, null],
  ])('logs %j with status %i and app name %j outside the menu', (pathname, statusCode, appName) => {
    expect(logged(pathname)).toMatchObject({ statusCode, appName, group: null });
  });

  it('logs no impersonated user when there is no UserId claim', () => {
    const record = usageLogForNavigation({
      ...navigation('/labor-planning'),
      user: authUser({ claims: [] }),
    });
    expect(record?.impersonatedUserID).toBeNull();
  });
});

describe('loggedRole', () => {
  test.each([
    ['the selected role', [role(3, 'Supervisor'), role(7, 'Admin')], 7, { roleID: '7', roleName: 'Admin' }],
    [
      'all roles joined by commas when none is selected',
      [role(3, 'Supervisor'), role(7, 'Admin')],
      null,
      { roleID: '3,7', roleName: 'Supervisor,Admin' },
    ],
    [
      'one role when the user has one',
      [role(3, 'Supervisor')],
      null,
      { roleID: '3', roleName: 'Supervisor' },
    ],
    ['empty strings when the user has no roles', [], null, { roleID: '', roleName: '' }],
  ])('logs %s', (_, roles, selectedRoleId, expected) => {
    expect(loggedRole(authUser({ roles, selectedRoleId }))).toEqual(expected);
  });
});

describe('statusCodeFor', () => {
  test.each([
    ['/error/401', 401],
    ['/error/browser', 0],
    ['/error', 0],
    ['/dashboard', 200],
  ])('gives %j status %i', (pathname, expected) => {
    expect(statusCodeFor(pathname)).toBe(expected);
  });
});

// Entries that share a path and differ by their query (walkthrough 16, D1): the record names the
// entry the page belongs to, the one the sidebar highlights, with its group.
describe('usageLogForNavigation with entries sharing a path', () => {
  const sharedPathMenu = [
    menuItem({ id: 10, title: 'Fleet Utilization', appType: 'Reports', url: '/pbi-report?id=12' }),
    menuItem({ id: 11, title: 'Labor Cost', appType: 'Reports', url: '/pbi-report?id=14' }),
    menuItem({ id: 20, title: 'Shift Management', appType: 'Apps', url: '/shift-management' }),
    menuItem({ id: 21, title: 'Shift Handover', appType: 'Forms', url: '/shift-management?form=handover' }),
    menuItem({ id: 30, title: 'Market Rates', appType: 'Apps', url: '/market-rates' }),
    menuItem({ id: 31, title: 'Market Rate Trends', appType: 'Reports', url: '/market-rates?report=trends' }),
    menuItem({
      id: 40,
      title: 'Operations Toolkit',
      appType: 'Apps',
      url: '/toolkit',
      pages: [
        menuItem({ id: 41, title: 'Weekly Labor Plan', appType: 'Apps', url: '/labor-planning?view=weekly' }),
      ],
    }),
    menuItem({ id: 42, title: 'Labor Planning', appType: 'Apps', url: '/labor-planning' }),
  ];
  const loggedIn = (pathname: string, search: string) =>
    usageLogForNavigation({ ...navigation(pathname, search), menu: sharedPathMenu });

  test.each([
    ['/pbi-report', '?id=14', 'Labor Cost', 'Reports', null, '14'],
    ['/pbi-report', '?id=12', 'Fleet Utilization', 'Reports', null, '12'],
    ['/pbi-report/labor/q3/55', '?id=14', 'Labor Cost', 'Reports', 'q3', '14'],
    ['/shift-management', 'form=handover', 'Shift Handover', 'Forms', null, null],
    [
      '/shift-management/handover/night/77',
      '?form=handover&acctId=12',
      'Shift Handover',
      'Forms',
      'night',
      '77',
    ],
    ['/shift-management/handover/night/77', '', 'Shift Management', 'Apps', null, null],
    ['/market-rates/trends/west/9', '?report=trends', 'Market Rate Trends', 'Reports', 'west', '9'],
    ['/market-rates', '?report=other', 'Market Rates', 'Apps', null, null],
    ['/labor-planning', '?view=weekly', 'Weekly Labor Plan', 'Apps', null, null],
    ['/labor-planning', '', 'Labor Planning', 'Apps', null, null],
  ])(
    'logs %j%j as %j of %s (sub-route %j, item %j)',
    (pathname, search, appName, group, subRoute, itemID) => {
      expect(loggedIn(pathname, search)).toMatchObject({ appName, group, subRoute, itemID });
    },
  );
});

describe('usageLogForAppLaunch', () => {
  it('logs an external link opened in a new window with its name, url and item id', () => {
    const entry = {
      group: 'Links',
      appName: 'Carrier Portal',
      appUrl: 'https://carrier.test',
      itemID: '4',
    } as const;
    const context = { user: authUser({ selectedRoleId: 3 }), selectedAccountId: null, userAgent: 'Firefox' };
    expect(usageLogForAppLaunch(entry, context)).toEqual({
      contextAccountID: null,
      roleID: '3',
      roleName: 'Supervisor',
      group: 'Links',
      appName: 'Carrier Portal',
      appUrl: 'https://carrier.test',
      userAgent: 'Firefox',
      clientIP: null,
      impersonatedUserID: null,
      userID: 42,
      statusCode: 200,
      subRoute: null,
      itemID: '4',
    });
  });
});
