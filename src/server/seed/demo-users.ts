import type { AccessRule } from '../../contracts/access';
import type { Claim } from '../../contracts/claims';
import { appRoutes } from '../../contracts/routes';
import type { UserProfile } from '../users/user-store';

/** Every demo user signs in with this password. */
export const demoPassword = 'demo';

/** A seeded user: its profile, with roles and accounts named by id, and its starting favorites. */
export type DemoUser = Omit<UserProfile, 'roles' | 'accounts' | 'selectedRoleId' | 'selectedAccountId'> & {
  roleIds: number[];
  accountIds: number[];
  /** Menu item ids, in order (see demo-menu.ts). */
  favorites: number[];
};

/** The area names the route table's rules mention, so the admin's claims follow the table. */
export function areasUsedByRoutes(): string[] {
  const areas = new Set<string>();
  for (const route of Object.values(appRoutes)) {
    const rule: AccessRule = route.access;
    if (typeof rule === 'string') continue;
    for (const requirement of rule.anyOf) if ('area' in requirement) areas.add(requirement.area);
  }
  return [...areas].sort();
}

const permissions = (...values: string[]): Claim[] =>
  values.map((claimValue) => ({ claimType: 'permissions', claimValue }));
const build = (number: string): Claim => ({ claimType: 'BuildNumber', claimValue: number });
const version = (updated: boolean, release = '3.2.0'): Claim => ({
  claimType: 'Version',
  claimValue: `${release}||rn-${release}||${updated}`,
});

const person = (id: number, username: string, name: string) => ({
  id,
  username,
  name,
  email: `${username}@ops-portal.example`,
  sapId: `SAP${String(100_000 + id)}`,
  domainId: `CORP\\${username}`,
});

export const demoUsers: readonly DemoUser[] = [
  {
    ...person(1, 'admin', 'Avery Admin'),
    locationCode: 'ORD',
    jobFamilyGroup: 'Operations',
    jobFamily: 'Operations Management',
    groups: ['Ops Portal Admins', 'Release Managers'],
    tables: ['accounts', 'menu_items', 'release_notes'],
    claims: [
      { claimType: 'role', claimValue: 'admin' },
      { claimType: 'roletype', claimValue: 'isgrantor' },
      { claimType: 'roletype', claimValue: 'systemadmin' },
      // May impersonate other users (Settings, Impersonate User; docs/settings.md).
      { claimType: 'feature', claimValue: 'userselection' },
      // The role and app preferences (Role Switch, Default Role, Startup App; S2 §5).
      { claimType: 'feature', claimValue: 'roleswitch' },
      { claimType: 'feature', claimValue: 'appselector' },
      ...permissions('helpmanagement.0', ...areasUsedByRoutes().map((area) => `${area}.0`)),
      version(false),
      build('2026.11.22.1'),
    ],
    roleIds: [1, 2],
    accountIds: [1001, 1003, 1004],
    rolesConsolidated: false,
    favorites: [102, 104, 501],
  },
  {
    ...person(2, 'supervisor', 'Sam Supervisor'),
    locationCode: 'LAX',
    jobFamilyGroup: 'Operations',
    jobFamily: 'Shift Supervision',
    groups: ['Shift Supervisors'],
    tables: [],
    claims: [
      ...permissions(
        'announcements.1',
        'laborplanning.1',
        'metricsmanagement.1',
        'metricsentry.1',
        'marketrates.2',
        'driverquality.1',
        'taskmanagement.1',
        'survey.1',
        'covid.1',
        'helpmanagement.*',
      ),
      version(false),
      build('2026.11.22.1'),
    ],
    roleIds: [3, 4],
    accountIds: [1001, 1002],
    rolesConsolidated: false,
    favorites: [120, 101, 113],
  },
  {
    ...person(3, 'viewer', 'Vic Viewer'),
    locationCode: 'PHX',
    jobFamilyGroup: 'Finance',
    jobFamily: 'Pricing Analysis',
    groups: ['Rates Readers'],
    tables: [],
    // A Workday user: no notification settings, permissions details or supervisor selection (S2 §6).
    claims: [
      ...permissions('marketrates.2', 'metricsentry.2', 'laborworkload.2'),
      { claimType: 'usertype', claimValue: 'Workday' },
      version(false),
    ],
    roleIds: [5],
    accountIds: [1004],
    rolesConsolidated: false,
    favorites: [],
  },
  {
    ...person(4, 'noapps', 'Nora Noapps'),
    locationCode: 'HNL',
    jobFamilyGroup: 'Operations',
    jobFamily: 'Vehicle Service',
    groups: [],
    tables: [],
    claims: [version(false)],
    roleIds: [6],
    accountIds: [1005],
    rolesConsolidated: false,
    favorites: [],
  },
  {
    ...person(5, 'noaccount', 'Nico Noaccount'),
    locationCode: 'SEA',
    jobFamilyGroup: 'Operations',
    jobFamily: 'Vehicle Service',
    groups: [],
    tables: [],
    claims: [...permissions('marketrates.1', 'survey.1'), version(false)],
    roleIds: [6],
    accountIds: [],
    rolesConsolidated: true,
    favorites: [],
  },
  {
    // Two roles merged into one (the Merge Roles preference): nothing to switch (S1 §2.4).
    ...person(6, 'merged', 'Mia Merged'),
    locationCode: 'DEN',
    jobFamilyGroup: 'Operations',
    jobFamily: 'Shift Supervision',
    groups: ['Shift Supervisors'],
    tables: [],
    // Still on the previous release (3.1.0): a pushed release is news to her (S1 §4, server push).
    claims: [
      ...permissions('laborplanning.1', 'metricsentry.1', 'taskmanagement.1'),
      version(false, '3.1.0'),
    ],
    roleIds: [3, 4],
    accountIds: [1001, 1002],
    rolesConsolidated: true,
    favorites: [],
  },
  {
    // Back after a release: the Version claim says the site was updated, so signing in opens the
    // release notes once (S1 §4). Reads notes like the viewer: three apps at level Limited.
    ...person(7, 'returning', 'Riley Returning'),
    locationCode: 'DEN',
    jobFamilyGroup: 'Finance',
    jobFamily: 'Pricing Analysis',
    groups: ['Rates Readers'],
    tables: [],
    claims: [
      ...permissions('marketrates.2', 'metricsentry.2', 'laborworkload.2'),
      version(true),
      build('2026.11.22.1'),
    ],
    roleIds: [5],
    accountIds: [1004],
    rolesConsolidated: false,
    favorites: [],
  },
];
