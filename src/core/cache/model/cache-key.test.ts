import { describe, expect, it } from 'vitest';
import { cacheKey, cacheOwner, isFresh } from './cache-key';

describe('cache key', () => {
  it('keys account-scoped reads by user and context account', () => {
    const owner = cacheOwner(7, 120, 'account');
    expect(owner).toEqual({ userId: 7, accountId: 120 });
    expect(owner && cacheKey(owner, 'menu')).toBe('7:120:menu');
  });

  it('keys user-scoped reads by user only, whatever the account', () => {
    const owner = cacheOwner(7, 120, 'user');
    expect(owner && cacheKey(owner, 'accounts')).toBe('7:-:accounts');
  });

  it('keys an account-scoped read without an account apart from any account', () => {
    const owner = cacheOwner(7, undefined, 'account');
    expect(owner && cacheKey(owner, 'menu')).toBe('7:-:menu');
  });

  it('keys device-scoped (public) reads apart from every user, signed in or not', () => {
    const signedOut = cacheOwner(undefined, undefined, 'device');
    const signedIn = cacheOwner(7, 120, 'device');
    expect(signedOut).toEqual(signedIn);
    expect(signedOut && cacheKey(signedOut, 'display:1')).toBe('-1:-:display:1');
  });

  it('has no owner without a signed-in user', () => {
    expect(cacheOwner(undefined, 120, 'account')).toBeUndefined();
  });

  it('gives two users different keys for the same resource and account', () => {
    const a = cacheOwner(1, 5, 'account');
    const b = cacheOwner(2, 5, 'account');
    expect(a && b && cacheKey(a, 'menu') !== cacheKey(b, 'menu')).toBe(true);
  });
});

describe('isFresh', () => {
  it.each([
    [1_000, 1_000, true],
    [1_000, 5_999, true],
    [1_000, 6_000, false],
    // A clock set back (fetchedAt in the future) is not trusted as fresh.
    [9_000, 1_000, false],
  ])('fetched at %i, now %i: fresh for 5 s is %s', (fetchedAt, now, expected) => {
    expect(isFresh(fetchedAt, now, 5_000)).toBe(expected);
  });
});
