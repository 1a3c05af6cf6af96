import { describe, expect, it } from 'vitest';
import { authUser } from '../../../test/fixtures/shell-builders';
import type { Session } from '../../contracts/session';
import { isSameSessionUser, locationAfterHandover } from './session-handover';
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
  it('loads the page again, with its query and hash, for its guard to decide', () => {
    expect(locationAfterHandover(at('/market-rates?report=trends#top'), false)).toBe(
      '/market-rates?report=trends#top',
    );
    expect(locationAfterHandover(at('/home'), true)).toBe('/home');
  });

  it('takes the sign-in page where it was to return once someone signed in elsewhere', () => {
    expect(locationAfterHandover(at('/sign-in?redirect=%2Fdashboard'), true)).toBe('/dashboard');
    expect(locationAfterHandover(at('/sign-in'), true)).toBe('/home');
    expect(locationAfterHandover(at('/sign-in?redirect=https%3A%2F%2Fevil.example'), true)).toBe('/home');
    expect(locationAfterHandover(at('/sign-in?redirect=%2Fdashboard'), false)).toBe(
      '/sign-in?redirect=%2Fdashboard',
    );
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
