import { isNetworkError, isNotFound } from '../../../core/api/api-error';
import { isFailedRead } from '../../../core/cache/model/read-failure';

/**
 * What a list of the Release Notes modal shows when it has nothing to show yet (docs/offline.md,
 * "Release notes offline"): the empty placeholder of S2 §2 claims there is nothing to read, which is
 * wrong when the list was simply never saved on this device and the server cannot be reached
 * ('notSaved'), and when the server answered with a failure ('failed': 'Could not be loaded.',
 * only logged otherwise, S2 §8; walkthrough 7).
 */
export type ListShown = 'loading' | 'items' | 'empty' | 'notSaved' | 'failed';

export function listShown({
  data,
  isLoading,
  error,
}: {
  /** The list as read (the cache's copy or the server's), undefined while there is none. */
  data: readonly unknown[] | undefined;
  isLoading: boolean;
  /** Why the last read failed, if it did. */
  error: unknown;
}): ListShown {
  // The version is not there any more (withdrawn, or no longer one the user may list): not its
  // notes from the device's copy, but a wait while the Versions list is read again and selects
  // another version (walkthrough 11, defect 9; docs/release-notes.md).
  if (isNotFound(error)) return 'loading';
  if (data !== undefined) return data.length > 0 ? 'items' : 'empty';
  if (isLoading) return 'loading';
  // Offline, or the server could not be reached: nothing can come until the connection is back.
  if (isNetworkError(error)) return 'notSaved';
  return isFailedRead(error) ? 'failed' : 'empty';
}

/** The Versions pane with no page saved for the chosen filters (none chosen: the first page). */
export function versionsNotSavedText(filtered: boolean): string {
  return filtered
    ? 'Versions matching these filters are not saved for offline use. They will show once you are back online.'
    : 'The release notes have not been saved for offline use yet. They will show once you are back online.';
}

/** Below the saved pages, when a later page was never saved. */
export const OLDER_VERSIONS_NOT_SAVED =
  'Older versions are not saved for offline use. They will show once you are back online.';

/** The Changes list of a version whose notes (for the chosen filters) are not saved. */
export function changesNotSavedText(filtered: boolean): string {
  return filtered
    ? 'Changes matching these filters are not saved for offline use. They will show once you are back online.'
    : "This version's changes have not been saved for offline use yet. They will show once you are back online.";
}
