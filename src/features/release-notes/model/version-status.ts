import type { Claim } from '../../../contracts/claims';
import { isAdmin, isSystemAdmin } from '../../../contracts/claims';

/** What the release-notes modal offers a user (S2 §6); the server enforces the same claims. */
export interface ReleaseNotesAbilities {
  /** System admins see every status and filter by release type. */
  filterByReleaseType: boolean;
  /** System admins add draft versions and change a version's status. */
  authorVersions: boolean;
  /** Admins see Push Release. */
  pushRelease: boolean;
  /** Admins create, edit, move and delete notes. */
  editNotes: boolean;
}

export function releaseNotesAbilities(claims: readonly Claim[]): ReleaseNotesAbilities {
  const systemAdmin = isSystemAdmin(claims);
  const admin = isAdmin(claims);
  return {
    filterByReleaseType: systemAdmin,
    authorVersions: systemAdmin,
    pushRelease: admin,
    editNotes: admin,
  };
}

/**
 * Said in the open modal when a renewal took the admin claims while a note or a new version was
 * being written (walkthrough 37, D6): their editors go with the claims, and the text went without
 * a word.
 */
export const AUTHORING_LOST_TEXT_NOT_SAVED =
  'You can no longer change release notes: your text was not saved.';
