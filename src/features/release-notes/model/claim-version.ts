/**
 * Whether `versions` (a listing) holds the Version claim's version, compared by its text as the
 * modal marks it: only then are the claim's notes asked for (S1 §4). A claim naming a version the
 * user may not list (an Inactive one, for a non-admin) would be answered 404.
 */
export function listsClaimVersion(
  versions: readonly { version: string }[],
  claim: { versionId: string } | undefined,
): boolean {
  return claim !== undefined && versions.some((version) => version.version === claim.versionId);
}
