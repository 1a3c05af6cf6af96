/**
 * Whose cached read a row is. Every row carries its user (and, for account-scoped reads, the
 * context account) in its key, so one user's cache is unreachable from another's session.
 */
export interface CacheOwner {
  userId: number;
  /** Null for reads that do not depend on the account (the user's accounts themselves). */
  accountId: number | null;
}

/**
 * `account`: the read changes with the context account (the menu); `user`: it does not; `device`:
 * public data any visitor of the device may read (a wall display's definition), kept whoever is
 * signed in or not, and not deleted at sign-out.
 */
export type CacheScope = 'account' | 'user' | 'device';

/** The owner of device-scoped rows: no real user has a negative id. */
export const DEVICE_CACHE_OWNER: CacheOwner = Object.freeze({ userId: -1, accountId: null });

export function cacheOwner(
  userId: number | undefined,
  contextAccountId: number | undefined,
  scope: CacheScope,
): CacheOwner | undefined {
  if (scope === 'device') return DEVICE_CACHE_OWNER;
  if (userId === undefined) return undefined;
  return { userId, accountId: scope === 'user' ? null : (contextAccountId ?? null) };
}

export function cacheKey(owner: CacheOwner, resource: string): string {
  return `${owner.userId}:${owner.accountId ?? '-'}:${resource}`;
}

/** A value fetched this recently is not fetched again (several screens mounting together). */
export function isFresh(fetchedAt: number, now: number, freshForMs: number): boolean {
  return now - fetchedAt >= 0 && now - fetchedAt < freshForMs;
}
