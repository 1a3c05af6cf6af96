import type { UsageLogRecord } from '../../contracts/usage';

/**
 * Usage record n of the demo admin (user 1) as the app logs it: the admin's account, role and menu
 * app (the server refuses a record claiming what its user does not hold), each visit its own URL.
 */
export const adminUsage = (n: number): UsageLogRecord => ({
  contextAccountID: 1001,
  roleID: '1',
  roleName: 'Site Administrator',
  group: 'Apps',
  appName: 'Dashboard',
  appUrl: `/dashboard?visit=${n}`,
  userAgent: 'vitest',
  clientIP: null,
  impersonatedUserID: null,
  userID: 1,
  statusCode: 200,
  subRoute: null,
  itemID: null,
});
