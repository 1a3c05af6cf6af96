import { useRef, useState } from 'react';
import type { StatusAction } from '../../contracts/release-authoring';
import type { ReleaseNote, ReleaseVersion, VersionStatus } from '../../contracts/release-notes';
import { toastSuccess } from '../../core/ui/toasts';
import { changeVersionStatus, saveReleaseVersion } from './authoring-writes';
import { focusAfterRefusal, type VersionFocusTarget } from './components/version-focus';
import { readVersionsAgain } from './data-hooks';
import { versionActionFailure } from './model/version-action-failure';
import { isUnsavedDraft, newDraftVersion, savedMessage, versionAfter } from './model/version-authoring';

/**
 * The version side of authoring (S2 §4; system admins): the draft that lives on the device until
 * it is saved, the status actions, and the 'Version' panel Submit opens. `onSaved` hears the
 * version as saved (to keep it selected). Failures are logged (S2 §8); nothing is lost: the
 * unsaved draft and its notes stay, and the panel stays open with its text. A failed Activate,
 * Deactivate or Abandon, or a saved draft's Save as Draft, also says why beside the status buttons
 * (`failure`, walkthrough 36, D1, O1), and a refused Save of the panel beside that Save.
 */
export function useVersionAuthoring(onSaved: (version: ReleaseVersion) => void) {
  const [unsavedDraft, setUnsavedDraft] = useState<ReleaseVersion>();
  const [submitting, setSubmitting] = useState<ReleaseVersion>();
  const [busy, setBusy] = useState(false);
  // Where a focus lost by the action lands: the pressed button is disabled while the write runs
  // and then replaced by the new status's buttons, or it was in the closed panel or confirmation
  // (walkthrough 31, D1). A new object per action: each starts its own landing.
  const [focusTarget, setFocusTarget] = useState<VersionFocusTarget>();
  // Why the last action failed, for the status bar, or for the 'Version' panel (`inPanel`, its
  // Submit); `stored`: the version's status as read again after it.
  const [failure, setFailure] = useState<{
    id: number;
    message: string;
    inPanel: boolean;
    stored?: VersionStatus;
  }>();
  // Only the last action's read may aim the focus: an earlier one answering late must not.
  const lastAction = useRef(0);

  const save = (version: ReleaseVersion, action: StatusAction, versionText?: string) => {
    const next = versionAfter(version, action, versionText);
    const actionNumber = ++lastAction.current;
    setBusy(true);
    setFailure(undefined);
    const changesStatus = action !== 'saveDraft' && action !== 'submit';
    const write = changesStatus
      ? changeVersionStatus(next).then(() => next)
      : saveReleaseVersion({ ...next, releaseNotes: next.releaseNotes ?? [] });
    write
      .then(
        (saved) => {
          toastSuccess(savedMessage(action));
          if (isUnsavedDraft(version)) setUnsavedDraft(undefined);
          setSubmitting(undefined);
          onSaved(saved);
          setFocusTarget({ id: saved.id, status: saved.status });
        },
        (error: unknown) => {
          console.error(`${action} of version ${version.version} failed`, error);
          // A saved draft's Save as Draft too: refused when another admin submitted it meanwhile
          // (walkthrough 36, O1). The unsaved draft's refusal is said by its status bar's note.
          // Submit's, in its panel, by its Save (walkthrough 36, O1 leftovers).
          const inPanel = action === 'submit';
          const says = changesStatus || inPanel || (action === 'saveDraft' && !isUnsavedDraft(version));
          const message = says ? versionActionFailure(error) : undefined;
          if (message !== undefined) setFailure({ id: version.id, message, inPanel });
          // Another admin's change made the refusal: the list read again shows the version in its
          // stored status, whose first button (or row) takes the focus; the pressed button may be
          // gone with the old status. A failed Submit keeps its panel open, with its focus.
          void readVersionsAgain().then((listed) => {
            if (lastAction.current !== actionNumber) return;
            const target = focusAfterRefusal(version, listed);
            if (inPanel) setFailure((said) => said && { ...said, stored: target.status });
            else setFocusTarget(target);
          });
        },
      )
      .finally(() => setBusy(false));
  };

  return {
    unsavedDraft,
    busy,
    /** The version whose status bar takes a focus lost by the last action (Add Version's draft too). */
    focusTarget,
    /** Why the last Activate, Deactivate, Abandon or Save as Draft of `version` failed, if it did. */
    failureOf: (version: ReleaseVersion | undefined) =>
      failure !== undefined && !failure.inPanel && failure.id === version?.id ? failure.message : undefined,
    /** Add Version: a new draft at the top of the list (S2 §4). */
    addDraft: () => {
      const draft = newDraftVersion(new Date());
      setUnsavedDraft(draft);
      setFocusTarget({ id: draft.id, status: draft.status });
      return draft;
    },
    /** The user may no longer add versions (walkthrough 37, D6): the draft and its panel go. */
    dropDraft: () => {
      setUnsavedDraft(undefined);
      setSubmitting(undefined);
    },
    /** The unsaved draft's notes changed (they are saved with it). */
    setDraftNotes: (notes: ReleaseNote[]) =>
      setUnsavedDraft((draft) => draft && { ...draft, releaseNotes: notes }),
    /** A status button: Submit opens the 'Version' panel, the others save at once. */
    act: (version: ReleaseVersion, action: StatusAction) =>
      action === 'submit' ? setSubmitting(version) : save(version, action),
    panel: {
      opened: submitting !== undefined,
      /** The version submitted, which keeps its own number. */
      versionId: submitting?.id,
      onSave: (versionText: string) => submitting && save(submitting, 'submit', versionText),
      /** Why its last Save was refused (another admin submitted the version meanwhile, a number taken). */
      failure: failure?.inPanel && failure.id === submitting?.id ? failure.message : undefined,
      onCancel: () => {
        setSubmitting(undefined);
        // Closed after a refusal: its opener, Submit, has usually gone with the status another
        // admin gave the version, and the focus fell to the body; it lands as an action's does.
        if (submitting && failure?.inPanel && failure.id === submitting.id) {
          setFailure(undefined);
          setFocusTarget({ id: submitting.id, status: failure.stored ?? submitting.status });
        }
      },
    },
  };
}
