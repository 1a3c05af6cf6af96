import { type Claim, ClaimType, claimValue, parseVersionClaim } from '../../contracts/claims';

/** What the user's claims say about the running release (S1 §3: Version and BuildNumber claims). */
export interface AppVersion {
  /** The version id of the Version claim, e.g. `'3.2.0'`. */
  version: string | undefined;
  /** The BuildNumber claim, e.g. `'2026.11.22.1'`. */
  build: string | undefined;
}

export function appVersion(claims: readonly Claim[]): AppVersion {
  const version = parseVersionClaim(claims)?.versionId.trim() || undefined;
  const build = claimValue(claims, ClaimType.buildNumber)?.trim() || undefined;
  return { version, build };
}

/**
 * The version display of the sidebar and the title bar: `'v3.2.0'`, with the build when known
 * (`'v3.2.0 (build 2026.11.22.1)'`), `'Build 2026.11.22.1'` without a version; undefined when the
 * claims carry neither.
 */
export function versionLabel({ version, build }: AppVersion): string | undefined {
  if (version && build) return `v${version} (build ${build})`;
  if (version) return `v${version}`;
  if (build) return `Build ${build}`;
  return undefined;
}
