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
