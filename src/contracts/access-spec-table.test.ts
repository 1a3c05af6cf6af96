import { describe, expect, it } from 'vitest';
import { decideAccess } from './access';
import type { Claim } from './claims';
import { type AppRouteId, appRoutes } from './routes';

/**
 * S1 §2.1 written out a second time, claim by claim, as the spec spells it: every claim in
 * `allow` must open the route on its own, every claim in `deny` must not. Unlike the claim-set
 * table in access.test.ts, this catches a misspelled area or a wrong level on any route, because
 * the expectations do not come from the route table under test.
 */
type Row = 'public' | 'signedIn' | { allow: readonly string[]; deny: readonly string[] };

const nearMisses = ['role:user', 'roletype:systemadmin', 'permissions:home.0'];

const specTable: Record<AppRouteId, Row> = {
  callback: 'public',
  signIn: 'public',
  home: 'signedIn',
  shiftManagement: {
    allow: ['permissions:announcements.1', 'permissions:laboreos.2', 'permissions:laboreos.*'],
    deny: ['permissions:announcement.1', 'permissions:laborworkload.0'],
  },
  dashboard: {
    allow: [
      'permissions:laborworkload.2',
      'permissions:laborplanning.1',
      'permissions:laboreos.0',
      'permissions:announcements.*',
    ],
    deny: ['permissions:laborsaag.0', 'permissions:labor.0'],
  },
  employeeFeedback: {
    allow: ['permissions:associatesmanagement.2', 'permissions:associatesmanagement.*'],
    deny: ['permissions:associate.0'],
  },
  laborPlanning: {
    allow: ['permissions:laborworkload.1', 'permissions:laborplanning.2', 'permissions:laborsaag.0'],
    deny: ['permissions:laboreos.0', 'permissions:announcements.0'],
  },
  configuration: {
    allow: [
      'permissions:associatesmanagement.2',
      'permissions:acctmanagement.0',
      'permissions:laborworkload.0',
      'permissions:laborplanning.0',
      'permissions:announcements.0',
      'permissions:formsmanagement.0',
      'permissions:reportmanagement.0',
      'permissions:alertmanagement.0',
      'permissions:displaymanagement.2',
      'permissions:displaymanagement.*',
    ],
    deny: [
      'permissions:acctmanagement.1',
      'permissions:laborworkload.1',
      'permissions:laborplanning.2',
      'permissions:announcements.1',
      'permissions:formsmanagement.*',
      'permissions:reportmanagement.1',
      'permissions:alertmanagement.2',
    ],
  },
  metricManagement: {
    allow: ['permissions:metricsmanagement.0', 'permissions:metricsmanagement.1'],
    deny: [
      'permissions:metricsmanagement.2',
      'permissions:metricsmanagement.*',
      'permissions:metricsentry.0',
    ],
  },
  kpiManagement: { allow: ['permissions:kpimanagement.2'], deny: ['permissions:kpi.0'] },
  systemSetup: {
    allow: [
      'role:admin',
      'permissions:systemannouncements.0',
      'permissions:systemlinks.0',
      'permissions:baseformsmanagement.2',
    ],
    deny: ['permissions:systemannouncements.1', 'permissions:systemlinks.2', 'roletype:isgrantor'],
  },
  development: 'signedIn',
  display: 'public',
  displayById: 'public',
  covid: { allow: ['permissions:covid.0'], deny: ['permissions:covid.1', 'permissions:covid.*'] },
  metricEntry: {
    allow: ['permissions:metricsentry.0', 'permissions:metricsentry.1', 'permissions:metricsentry.2'],
    deny: ['permissions:metricsentry.*', 'permissions:metricsmanagement.0'],
  },
  migration: { allow: ['role:admin'], deny: ['roletype:isgrantor', 'permissions:migration.0'] },
  auditForms: 'signedIn',
  security: { allow: ['role:admin', 'roletype:isgrantor'], deny: ['permissions:security.0'] },
  pbiReport: 'signedIn',
  marketRates: {
    allow: ['permissions:marketrates.0', 'permissions:marketrates.1', 'permissions:marketrates.2'],
    deny: ['permissions:marketrates.*', 'permissions:pricingcalculator.0'],
  },
  priceCalculator: { allow: ['permissions:pricingcalculator.1'], deny: ['permissions:marketrates.0'] },
  projectBudget: { allow: ['permissions:projectbudget.2'], deny: ['permissions:budget.0'] },
  rateCostAdjustment: {
    allow: ['permissions:ratecostadjustment.0'],
    deny: ['permissions:ratecostadjustment.1', 'permissions:ratecostadjustment.*'],
  },
  iem: { allow: ['permissions:iem.1'], deny: ['permissions:iems.0'] },
  blobStorage: { allow: ['permissions:fileupload.0'], deny: ['permissions:blobstorage.0'] },
  externalForm: 'public',
  driverQuality: {
    allow: ['permissions:driverquality.0', 'permissions:driverquality.1'],
    deny: ['permissions:driverquality.2', 'permissions:driverquality.*'],
  },
  taskList: {
    allow: ['permissions:taskmanagement.0', 'permissions:taskmanagement.1'],
    deny: ['permissions:taskmanagement.2', 'permissions:tasklist.0'],
  },
  url: 'signedIn',
  urlById: 'signedIn',
  locationProfile: 'signedIn',
  backhaul: { allow: ['permissions:backhaul.2'], deny: ['permissions:backhauls.0'] },
  survey: { allow: ['permissions:survey.1'], deny: ['permissions:surveys.0'] },
  employeeCoaching: { allow: ['permissions:associate.0'], deny: ['permissions:associatesmanagement.0'] },
  surveyForm: 'public',
  previewForm: 'public',
  previewCar: 'public',
  previewCoaching: 'public',
  customerLifecycle: { allow: ['permissions:startup.2'], deny: ['permissions:customerlifecycle.0'] },
  correctiveAction: { allow: ['permissions:correctiveaction.0'], deny: ['permissions:corrective.0'] },
  error: 'public',
};

function claim(text: string): Claim {
  const [claimType = '', ...rest] = text.split(':');
  return { claimType, claimValue: rest.join(':') };
}

const guarded = (Object.keys(specTable) as AppRouteId[]).flatMap((route) => {
  const row = specTable[route];
  return typeof row === 'string' ? [] : [[route, row] as const];
});

describe('the route table against S1 §2.1, claim by claim', () => {
  it('covers every route of the table', () => {
    expect(Object.keys(specTable).sort()).toEqual(Object.keys(appRoutes).sort());
  });

  it.each(guarded.flatMap(([route, row]) => row.allow.map((c) => [route, c] as const)))(
    '%s opens with %s alone',
    (route, granted) => {
      expect(decideAccess(appRoutes[route].access, [claim(granted)])).toBe('allowed');
    },
  );

  it.each(guarded.flatMap(([route, row]) => [...row.deny, ...nearMisses].map((c) => [route, c] as const)))(
    '%s stays shut with %s alone',
    (route, granted) => {
      expect(decideAccess(appRoutes[route].access, [claim(granted)])).toBe('forbidden');
    },
  );

  it.each((Object.keys(specTable) as AppRouteId[]).filter((route) => specTable[route] !== 'public'))(
    '%s asks an anonymous visitor to sign in',
    (route) => {
      expect(decideAccess(appRoutes[route].access, undefined)).toBe('signInRequired');
    },
  );

  it.each((Object.keys(specTable) as AppRouteId[]).filter((route) => specTable[route] === 'signedIn'))(
    '%s opens for any signed-in user, even without claims',
    (route) => {
      expect(decideAccess(appRoutes[route].access, [])).toBe('allowed');
    },
  );
});
