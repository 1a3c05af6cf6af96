import { describe, expect, it } from 'vitest';
import { authUser } from '../../../test/fixtures/shell-builders';
import type { Session } from '../../contracts/session';
import { isSameSessionUser, locationAfterHandover, wayBackOwnerAfterSignOut } from './session-handover';
import { signInLocationAfterSignOut } from './sign-out';

const session = (id: number, token: string, impersonating?: string): Session => ({
  user: authUser({
    id,
    authToken: token,
    claims: impersonating ? [{ claimType: 'UserId', claimValue: impersonating }] : [],
  }),
  refreshToken: `refresh-${token}`,
  expiresAt: 0,
});

describe('isSameSessionUser: what another tab stored', () => {
  it.each([
    ['a refreshed token of the same user', session(1, 'a'), session(1, 'b'), true],
    ['still signed out', undefined, undefined, true],
    ['a sign-out', session(1, 'a'), undefined, false],
    ['a sign-in', undefined, session(1, 'a'), false],
    ['another user', session(1, 'a'), session(2, 'b'), false],
    ['an impersonation begun', session(1, 'a'), session(1, 'b', '7'), false],
    ['another user impersonated', session(1, 'a', '7'), session(1, 'b', '8'), false],
    ['the same impersonation, refreshed', session(1, 'a', '7'), session(1, 'b', '7'), true],
  ])('%s: %s', (_case, before, after, same) => {
    expect(isSameSessionUser(before, after)).toBe(same);
  });
});

describe('locationAfterHandover', () => {
  const at = (path: string) => new URL(path, 'https://portal.example');
  it('loads the page again, with its query and hash, for its guard (or the sign-in page) to decide', () => {
    expect(locationAfterHandover(at('/market-rates?report=trends#top'))).toBe(
      '/market-rates?report=trends#top',
    );
    expect(locationAfterHandover(at('/sign-in?redirect=%2Fdashboard'))).toBe(
      '/sign-in?redirect=%2Fdashboard',
    );
  });
});

describe('wayBackOwnerAfterSignOut (walkthrough 3: another user landed on /error/403)', () => {
  it.each([
    ['an expiry: the user whose session it was', 'Session expired, please re-login!', 3, 3],
    ['a chosen sign-out: nobody', undefined, 3, 0],
  ])('gives the way back after %s', (_case, reason, userId, owner) => {
    expect(wayBackOwnerAfterSignOut(reason, userId)).toBe(owner);
  });
});

describe('signInLocationAfterSignOut', () => {
  it('keeps the way back when the session expired', () => {
    expect(
      new URL(
        signInLocationAfterSignOut('Session expired, please re-login!', '/market-rates?report=trends'),
        'https://p.example',
      ).searchParams.get('redirect'),
    ).toBe('/market-rates?report=trends');
  });

  it('starts clean after a chosen sign-out, and never returns to sign-in itself', () => {
    expect(signInLocationAfterSignOut(undefined, '/market-rates')).toBe('/sign-in');
    expect(signInLocationAfterSignOut('Session expired, please re-login!', '/sign-in?redirect=%2Fhome')).toBe(
      '/sign-in',
    );
  });
});
