import type { AccountInfo, Role } from '../../contracts/session';

/** Rental and logistics sites; Phoenix and Honolulu keep no daylight saving, as in life. */
export const demoAccounts = [
  {
    acctId: 1001,
    acctName: 'Metro Airport Rentals',
    accountTimezone: 'America/Chicago',
    accountDaylightSavings: true,
    acctStartup: false,
    supervisorDefined: true,
    supervisorFullyDefined: true,
  },
  {
    acctId: 1002,
    acctName: 'Harbor Logistics Yard',
    accountTimezone: 'America/Los_Angeles',
    accountDaylightSavings: true,
    acctStartup: true,
    supervisorDefined: true,
    supervisorFullyDefined: false,
  },
  {
    acctId: 1003,
    acctName: 'Zürich Hub',
    accountTimezone: 'Europe/Zurich',
    accountDaylightSavings: true,
    acctStartup: false,
    supervisorDefined: false,
    supervisorFullyDefined: false,
  },
  {
    acctId: 1004,
    acctName: 'Phoenix Fleet Center',
    accountTimezone: 'America/Phoenix',
    accountDaylightSavings: false,
    acctStartup: false,
    supervisorDefined: true,
    supervisorFullyDefined: true,
  },
  {
    acctId: 1005,
    acctName: 'Honolulu Car Rental',
    accountTimezone: 'Pacific/Honolulu',
    accountDaylightSavings: false,
    acctStartup: true,
    supervisorDefined: false,
    supervisorFullyDefined: false,
  },
] as const satisfies readonly AccountInfo[];

export const demoRoles = [
  { roleId: 1, roleName: 'Site Administrator' },
  { roleId: 2, roleName: 'Security Grantor' },
  { roleId: 3, roleName: 'Shift Supervisor' },
  { roleId: 4, roleName: 'Labor Planner' },
  { roleId: 5, roleName: 'Rates Analyst' },
  { roleId: 6, roleName: 'Associate' },
] as const satisfies readonly Role[];
