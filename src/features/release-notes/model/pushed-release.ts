// S1 §4, server push: a pushed version number different from the one in the user's Version claim
// opens the release notes with Accept and Reject (the notice's words: PushedReleaseNotice.tsx).

/** '3.2', '3.2.0' and ' 3.2.0.0 ' name the same version: trailing '.0' parts say nothing. */
function normalizedVersion(version: string): string {
  return version
    .trim()
    .toLowerCase()
    .replace(/(\.0+)+$/, '');
}

/**
 * Whether a pushed release is news to this user. A user whose claim names no version (no claim,
 * or an empty version) is offered it: nothing says they run it. An empty push offers nothing.
 */
export function offersPushedRelease(pushedVersion: string, claimVersion: string | undefined): boolean {
  const pushed = normalizedVersion(pushedVersion);
  if (pushed === '') return false;
  const current = normalizedVersion(claimVersion ?? '');
  return current === '' || current !== pushed;
}

/** Whether two version texts name the same version ('3.2' and ' 3.2.0 ' do), as a push compares them. */
export const sameVersion = (one: string, other: string): boolean =>
  normalizedVersion(one) === normalizedVersion(other);
