import { describe, expect, it } from 'vitest';
import { returnAfterSignIn } from './way-back';

describe("returnAfterSignIn (walkthrough 3: another user landed on the last one's page, /error/403)", () => {
  it.each([
    ['anyone, for a link followed while signed out', undefined, 5, '/shift-management'],
    ['the same user after their session expired', 3, 3, '/shift-management'],
    ['not another user after an expiry: home instead', 3, 5, '/home'],
    ['nobody after a chosen sign-out', 0, 3, '/home'],
  ])('the way back is followed by %s', (_case, owner, userId, lands) => {
    expect(returnAfterSignIn('/shift-management', owner, userId)).toBe(lands);
  });

  it('never leads off the app, whoever signs in', () => {
    expect(returnAfterSignIn('https://evil.example', 3, 3)).toBe('/home');
    expect(returnAfterSignIn('//evil.example', undefined, 3)).toBe('/home');
    expect(returnAfterSignIn(undefined, undefined, 3)).toBe('/home');
  });
});
