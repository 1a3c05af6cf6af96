import { type AccessRule, decideAccess } from '../../contracts/access';
import type { Claim } from '../../contracts/claims';

/** Where a navigation ends, before any screen renders. */
export type RouteOutcome = 'show' | 'signIn' | 'noAccount' | 'noApps' | 'forbidden';

export interface RouteOutcomeInput {
  access: AccessRule;
  /** Undefined when nobody is signed in. */
  claims: readonly Claim[] | undefined;
  /** Known once the user context has loaded (only needed for guarded routes). */
  accountCount?: number;
  appCount?: number;
}

/**
 * The guard of every route (S1 §2.1, §2.2): sign-in first, then a user with no assigned account
 * goes to 406, one with no app at all to 401, and one lacking the route's claims to 403.
 */
export function routeOutcome({ access, claims, accountCount, appCount }: RouteOutcomeInput): RouteOutcome {
  const decision = decideAccess(access, claims);
  if (access === 'public') return 'show';
  if (decision === 'signInRequired') return 'signIn';
  if (accountCount === 0) return 'noAccount';
  if (appCount === 0) return 'noApps';
  return decision === 'forbidden' ? 'forbidden' : 'show';
}

/** The error page each refusal leads to. */
export const outcomeErrorId = { noAccount: '406', noApps: '401', forbidden: '403' } as const;
