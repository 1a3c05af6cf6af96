import type { ReleaseVersion, VersionStatus } from '../../../contracts/release-notes';

/**
 * Marks where the focus lands after a version action (walkthrough 31, D1): the shown version's
 * first enabled status button, or its row when its status offers none (Abandon). Its own mark, not
 * `data-focus-landing`: the Changes list's notes carry that one for their own actions, and a
 * version action must not land on a note's Edit. `landFocusWhenShown` in the modal moves it.
 */
export const VERSION_FOCUS_LANDING = 'data-version-landing';

/** The shown version whose status bar (or row) takes a focus lost by a version action. */
export interface VersionFocusTarget {
  id: number;
  status: VersionStatus;
}

/** Whether `shown` is the target: that version, in that status (not as listed before the change). */
export const isFocusTarget = (target: VersionFocusTarget | undefined, shown: ReleaseVersion | undefined) =>
  target !== undefined && shown !== undefined && shown.id === target.id && shown.status === target.status;

/**
 * Where a refused version action's lost focus lands: the version in its status as the server
 * listed it when read again after the refusal (`listed`), since another admin's change made the
 * refusal and the status bar then shows that status's buttons, the pressed one often gone; as it
 * was when it is not listed (offline, a read that failed, the unsaved draft). Aimed at the old
 * status, the focus never landed once the list showed the new one (it fell to the page's body).
 */
export function focusAfterRefusal(
  version: Pick<ReleaseVersion, 'id' | 'status'>,
  listed: readonly Pick<ReleaseVersion, 'id' | 'status'>[],
): VersionFocusTarget {
  const stored = listed.find((other) => other.id === version.id);
  return { id: version.id, status: stored?.status ?? version.status };
}
