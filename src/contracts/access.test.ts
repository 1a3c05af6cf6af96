import { describe, expect, it } from 'vitest';
import { type AccessDecision, decideAccess } from './access';
import type { Claim } from './claims';
import { type AppRouteId, appRoutes, matchRoute, matchRouteOrArea } from './routes';

const perm = (...values: string[]): Claim[] =>
  values.map((claimValue) => ({ claimType: 'permissions', claimValue }));
const claimSets = {
  anonymous: undefined,
  none: [] as Claim[],
  admin: [{ claimType: 'role', claimValue: 'admin' }] as Claim[],
  grantor: [{ claimType: 'roletype', claimValue: 'isgrantor' }] as Claim[],
  announcementsUser: perm('announcements.1'),
  announcementsAdmin: perm('announcements.0'),
  limited: perm('marketrates.2', 'metricsentry.2', 'metricsmanagement.2', 'driverquality.2'),
  wildcard: perm('metricsmanagement.*', 'covid.*', 'associatesmanagement.*'),
} as const;
type ClaimSet = keyof typeof claimSets;

/** Which claim sets may open each route: the table of S1 §2.1, one row per route. */
const allowed: Record<AppRouteId, readonly ClaimSet[] | 'public' | 'signedIn'> = {
  callback: 'public',
  signIn: 'public',
  home: 'signedIn',
  shiftManagement: ['announcementsUser', 'announcementsAdmin'],
  dashboard: ['announcementsUser', 'announcementsAdmin'],
  employeeFeedback: ['wildcard'],
  laborPlanning: [],
  configuration: ['announcementsAdmin', 'wildcard'],
  metricManagement: [],
  kpiManagement: [],
  systemSetup: ['admin'],
  development: 'signedIn',
  display: 'public',
  displayById: 'public',
  covid: [],
  metricEntry: ['limited'],
  migration: ['admin'],
  auditForms: 'signedIn',
  security: ['admin', 'grantor'],
  pbiReport: 'signedIn',
  marketRates: ['limited'],
  priceCalculator: [],
  projectBudget: [],
  rateCostAdjustment: [],
  iem: [],
  blobStorage: [],
  externalForm: 'public',
  driverQuality: [],
  taskList: [],
  url: 'signedIn',
  urlById: 'signedIn',
  locationProfile: 'signedIn',
  backhaul: [],
  survey: [],
  employeeCoaching: [],
  surveyForm: 'public',
  previewForm: 'public',
  previewCar: 'public',
  previewCoaching: 'public',
  customerLifecycle: [],
  correctiveAction: [],
  error: 'public',
};

function expected(route: AppRouteId, set: ClaimSet): AccessDecision {
  const rule = allowed[route];
  if (rule === 'public') return 'allowed';
  if (set === 'anonymous') return 'signInRequired';
  if (rule === 'signedIn') return 'allowed';
  return rule.includes(set) ? 'allowed' : 'forbidden';
}

const cases = (Object.keys(appRoutes) as AppRouteId[]).flatMap((route) =>
  (Object.keys(claimSets) as ClaimSet[]).map((set) => [route, set, expected(route, set)] as const),
);

describe('decideAccess over the route table', () => {
  it.each(cases)('%s for %s is %s', (route, set, decision) => {
    expect(decideAccess(appRoutes[route].access, claimSets[set])).toBe(decision);
  });

  it('lets a * claim satisfy a bare area but not an exact level', () => {
    expect(decideAccess({ anyOf: [{ area: 'helpmanagement' }] }, perm('helpmanagement.*'))).toBe('allowed');
    expect(decideAccess({ anyOf: [{ area: 'helpmanagement', levels: [0] }] }, perm('helpmanagement.*'))).toBe(
      'forbidden',
    );
  });

  it('compares areas case-insensitively', () => {
    expect(decideAccess(appRoutes.covid.access, perm('COVID.0'))).toBe('allowed');
  });
});

describe('matchRoute', () => {
  it.each([
    ['/display/7', 'displayById'],
    ['/display', 'display'],
    ['/error/404', 'error'],
    ['/Dashboard/', 'dashboard'],
    ['/nope', undefined],
  ])('matches %s to %s', (path, id) => {
    expect(matchRoute(path)?.id).toBe(id);
  });
});

describe('matchRouteOrArea', () => {
  it.each([
    ['/covid/x/screening/42', 'covid'],
    ['/dashboard', 'dashboard'],
    ['/display/7', 'displayById'],
    ['/nope/x/1', undefined],
    ['/error/404/x', undefined],
    ['/', undefined],
  ])('shows %s under %s', (path, id) => {
    expect(matchRouteOrArea(path)?.id).toBe(id);
  });
});
