import built from 'clarity-js/build/clarity.module.js?raw';
import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_LIMITS,
  type AnalyticsSituation,
  analyticsWanted,
  clarityCookieRemovals,
  clarityStartConfig,
} from './analytics-rules';

const on: AnalyticsSituation = {
  projectId: 'p1',
  accountDataLoaded: true,
  cookieConsent: true,
  path: '/home',
};

describe('analyticsWanted (S1 §4)', () => {
  it.each<[string, Partial<AnalyticsSituation>, boolean]>([
    ['everything in place', {}, true],
    ['no project id configured', { projectId: undefined }, false],
    ['account data not loaded yet', { accountDataLoaded: false }, false],
    ['cookies not accepted (not answered, or Only necessary)', { cookieConsent: false }, false],
    ['on /display', { path: '/display' }, false],
    ['under /display/', { path: '/display/board/3' }, false],
    ['under /development', { path: '/development/tools' }, false],
    ['a route only starting with the same letters', { path: '/displays-report' }, true],
    ['another area', { path: '/reports/5' }, true],
  ])('%s → %s', (_case, change, wanted) => {
    expect(analyticsWanted({ ...on, ...change })).toBe(wanted);
  });
});

describe('clarityStartConfig', () => {
  it('names the project and the upload URL when one is configured', () => {
    expect(clarityStartConfig('p1', '/telemetry/clarity')).toMatchObject({
      projectId: 'p1',
      track: true,
      upload: '/telemetry/clarity',
    });
    expect(clarityStartConfig('p1', undefined)).not.toHaveProperty('upload');
  });
});

describe('S1 §9 analytics limits', () => {
  // clarity-js takes none of them as a setting: its built-in constants must equal the spec's.
  it.each([
    ['SessionTimeout', ANALYTICS_LIMITS.idleSessionMinutes * 60_000],
    ['Expire', ANALYTICS_LIMITS.sessionCookieDays],
    ['PlaybackBytesLimit', ANALYTICS_LIMITS.maxUploadBytes],
    ['UploadTimeout', ANALYTICS_LIMITS.uploadTimeoutMs],
    ['PayloadLimit', ANALYTICS_LIMITS.maxUploadsPerSession],
  ])('the installed clarity-js uses %s = %i', (setting, value) => {
    expect(built).toContain(`${value} /* Setting.${setting} */`);
  });
});

describe('clarityCookieRemovals (walkthrough 29, D2: sign-out forgets the Clarity user)', () => {
  it('expires _clck and _clsk on the host alone where there is no domain above it', () => {
    expect(clarityCookieRemovals('localhost')).toEqual([
      '_clck=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/',
      '_clsk=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/',
    ]);
  });

  it('expires them on every domain Clarity may have chosen, down to the host, never the top level', () => {
    const removals = clarityCookieRemovals('ops.plant.example.com');
    expect(removals.filter((removal) => removal.startsWith('_clck='))).toEqual(
      ['', '; domain=.ops.plant.example.com', '; domain=.plant.example.com', '; domain=.example.com'].map(
        (domain) => `_clck=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${domain}`,
      ),
    );
    expect(removals.filter((removal) => removal.startsWith('_clsk='))).toHaveLength(4);
    expect(removals.join()).not.toContain('domain=.com');
  });

  it.each([
    ['_clck', 'CookieKey'],
    ['_clsk', 'SessionKey'],
  ])('the installed clarity-js still names its cookie %s (%s)', (name, key) => {
    expect(built).toContain(`"${name}" /* Constant.${key} */`);
  });
});
