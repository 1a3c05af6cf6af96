import { z } from './zod';

/** A claim as the API sends it: `permissions` / `announcements.0`, `role` / `admin`, `UserId` / `42` … */
export const claimSchema = z.object({ claimType: z.string(), claimValue: z.string() });
export type Claim = z.infer<typeof claimSchema>;

/** Permission levels of S1 §3: Admin=0, User=1, Limited=2. */
export const PermissionLevel = { Admin: 0, User: 1, Limited: 2 } as const;
export type PermissionLevel = (typeof PermissionLevel)[keyof typeof PermissionLevel];

/** Each level's name as screens show it (S2 §3). */
export const permissionLevelNames: Readonly<Record<PermissionLevel, string>> = {
  [PermissionLevel.Admin]: 'Admin',
  [PermissionLevel.User]: 'User',
  [PermissionLevel.Limited]: 'Limited',
};

export const ClaimType = {
  permissions: 'permissions',
  role: 'role',
  roletype: 'roletype',
  userId: 'UserId',
  version: 'Version',
  buildNumber: 'BuildNumber',
} as const;

/** One `permissions:{area}.{level or *}` claim, split. `level` is a digit string or '*'. */
export interface Permission {
  area: string;
  level: string;
}

export function permissionsOf(claims: readonly Claim[]): Permission[] {
  const out: Permission[] = [];
  for (const claim of claims) {
    if (claim.claimType !== ClaimType.permissions) continue;
    const dot = claim.claimValue.lastIndexOf('.');
    if (dot <= 0) continue;
    out.push({ area: claim.claimValue.slice(0, dot).toLowerCase(), level: claim.claimValue.slice(dot + 1) });
  }
  return out;
}

export function hasClaim(claims: readonly Claim[], claimType: string, claimValue: string): boolean {
  const value = claimValue.toLowerCase();
  return claims.some((c) => c.claimType === claimType && c.claimValue.toLowerCase() === value);
}

export const isAdmin = (claims: readonly Claim[]) => hasClaim(claims, ClaimType.role, 'admin');
export const isGrantor = (claims: readonly Claim[]) => hasClaim(claims, ClaimType.roletype, 'isgrantor');
export const isSystemAdmin = (claims: readonly Claim[]) =>
  hasClaim(claims, ClaimType.roletype, 'systemadmin');

/** The first claim value of a type, e.g. the impersonated `UserId`. */
export function claimValue(claims: readonly Claim[], claimType: string): string | undefined {
  return claims.find((c) => c.claimType === claimType)?.claimValue;
}

/** The Version claim: `{versionId}||{releaseNotesKey}||{updated flag}` (S1 §3). */
export interface VersionClaim {
  versionId: string;
  releaseNotesKey: string;
  updated: boolean;
}

export function parseVersionClaim(claims: readonly Claim[]): VersionClaim | undefined {
  const raw = claimValue(claims, ClaimType.version);
  if (raw === undefined) return undefined;
  const [versionId = '', releaseNotesKey = '', updated = ''] = raw.split('||');
  return { versionId, releaseNotesKey, updated: updated.trim().toLowerCase() === 'true' };
}
