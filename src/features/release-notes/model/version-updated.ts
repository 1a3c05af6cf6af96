/**
 * S1 §4, release notes on a claims change: when the stored VersionUpdated flag is absent or
 * false and the Version claim's flag is true, the modal opens (without Accept) and the flag is
 * stored. The stored flag follows the claim back to false, so the next update shows again.
 */
export interface VersionUpdatedDecision {
  open: boolean;
  /** The flag to store, when it changes. */
  store?: boolean;
}

export const VERSION_UPDATED_MESSAGE = 'New updates have been made to the site since your last visit.';

export function versionUpdatedDecision(
  stored: boolean | undefined,
  claimFlag: boolean | undefined,
): VersionUpdatedDecision {
  if (claimFlag === true) return stored === true ? { open: false } : { open: true, store: true };
  return stored === true ? { open: false, store: false } : { open: false };
}
