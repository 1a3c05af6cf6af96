import type { Claim } from '../../../contracts/claims';
import { isAdmin, isSystemAdmin } from '../../../contracts/claims';
import type { VersionStatus } from '../../../contracts/release-notes';

/** What the release-notes modal offers a user (S2 §6); the server enforces the same claims. */
export interface ReleaseNotesAbilities {
  /** System admins see every status and filter by release type. */
  filterByReleaseType: boolean;
  /** Admins see Push Release. */
  pushRelease: boolean;
}

export function releaseNotesAbilities(claims: readonly Claim[]): ReleaseNotesAbilities {
  return { filterByReleaseType: isSystemAdmin(claims), pushRelease: isAdmin(claims) };
}

export type StatusAction = 'saveDraft' | 'submit' | 'activate' | 'deactivate' | 'abandon';

/**
 * The status buttons a version offers (S2 §4): Draft saves or submits; Submit and Active can be
 * deactivated; Submit and Inactive activated; Inactive abandoned; Abandon is a dead end.
 */
export function statusActions(status: VersionStatus): StatusAction[] {
  switch (status) {
    case 'Draft':
      return ['saveDraft', 'submit'];
    case 'Submit':
      return ['activate', 'deactivate'];
    case 'Active':
      return ['deactivate'];
    case 'Inactive':
      return ['activate', 'abandon'];
    case 'Abandon':
      return [];
  }
}
