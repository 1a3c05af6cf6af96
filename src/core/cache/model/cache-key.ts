/**
 * Whose cached read a row is. Every row carries its user (and, for account-scoped reads, the
 * context account) in its key, so one user's cache is unreachable from another's session.
 */
export interface CacheOwner {
  userId: number;
  /** Null for reads that do not depend on the account (the user's accounts themselves). */
  accountId: number | null;
}

/** `account`: the read changes with the context account (the menu); `user`: it does not. */
export type CacheScope = 'account' | 'user';

export function cacheOwner(
  userId: number | undefined,
  contextAccountId: number | undefined,
  scope: CacheScope,
): CacheOwner | undefined {
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
