import { type Claim, hasClaim, isAdmin, permissionsOf } from './claims';

/**
 * One way to satisfy an access rule. A bare area (`{ area }`) is any claim
 * `permissions:{area}.{level or *}`; with `levels`, only those exact levels count
 * (a `*` claim is its own level: `helpmanagement.*` is not `helpmanagement.0`).
 */
export type Requirement =
  | { area: string; levels?: readonly number[] }
  | { role: 'admin' }
  | { roletype: 'isgrantor' | 'systemadmin' };

/** `public`: no sign-in. `signedIn`: any signed-in user. `anyOf`: signed in and one requirement met. */
export type AccessRule = 'public' | 'signedIn' | { anyOf: readonly Requirement[] };

/** Shorthand for the route table: `area('metricsmanagement', 0, 1)`. */
export const area = (name: string, ...levels: number[]): Requirement =>
  levels.length > 0 ? { area: name, levels } : { area: name };

export function meets(requirement: Requirement, claims: readonly Claim[]): boolean {
  if ('role' in requirement) return isAdmin(claims);
  if ('roletype' in requirement) return hasClaim(claims, 'roletype', requirement.roletype);
  const wanted = requirement.area.toLowerCase();
  const levels = requirement.levels?.map(String);
  return permissionsOf(claims).some(
    (p) => p.area === wanted && (levels === undefined || levels.includes(p.level)),
  );
}

export type AccessDecision = 'allowed' | 'signInRequired' | 'forbidden';

/** The one access check, used by the client's route guards and by the reference server. */
export function decideAccess(rule: AccessRule, claims: readonly Claim[] | undefined): AccessDecision {
  if (rule === 'public') return 'allowed';
  if (claims === undefined) return 'signInRequired';
  if (rule === 'signedIn') return 'allowed';
  return rule.anyOf.some((r) => meets(r, claims)) ? 'allowed' : 'forbidden';
}
