import { useState } from 'react';
import type { StatusAction } from '../../contracts/release-authoring';
import type { ReleaseNote, ReleaseVersion } from '../../contracts/release-notes';
import { toastSuccess } from '../../core/ui/toasts';
import { changeVersionStatus, saveReleaseVersion } from './authoring-writes';
import type { VersionFocusTarget } from './components/version-focus';
import { versionActionFailure } from './model/version-action-failure';
import { isUnsavedDraft, newDraftVersion, savedMessage, versionAfter } from './model/version-authoring';

/**
 * The version side of authoring (S2 §4; system admins): the draft that lives on the device until
 * it is saved, the status actions, and the 'Version' panel Submit opens. `onSaved` hears the
 * version as saved (to keep it selected). Failures are logged (S2 §8); nothing is lost: the
 * unsaved draft and its notes stay, and the panel stays open with its text. A failed Activate,
 * Deactivate or Abandon, or a saved draft's Save as Draft, also says why beside the status buttons
 * (`failure`, walkthrough 36, D1, O1).
 */
export function useVersionAuthoring(onSaved: (version: ReleaseVersion) => void) {
  const [unsavedDraft, setUnsavedDraft] = useState<ReleaseVersion>();
  const [submitting, setSubmitting] = useState<ReleaseVersion>();
  const [busy, setBusy] = useState(false);
  // Where a focus lost by the action lands: the pressed button is disabled while the write runs
  // and then replaced by the new status's buttons, or it was in the closed panel or confirmation
  // (walkthrough 31, D1). A new object per action: each starts its own landing.
  const [focusTarget, setFocusTarget] = useState<VersionFocusTarget>();
  const [failure, setFailure] = useState<{ id: number; message: string }>();

  const save = (version: ReleaseVersion, action: StatusAction, versionText?: string) => {
    const next = versionAfter(version, action, versionText);
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
          const says = changesStatus || (action === 'saveDraft' && !isUnsavedDraft(version));
          const message = says ? versionActionFailure(error) : undefined;
          if (message !== undefined) setFailure({ id: version.id, message });
          // Back to the status bar as it was; a failed Submit keeps its panel open, with its focus.
          if (action !== 'submit') setFocusTarget({ id: version.id, status: version.status });
        },
      )
      .finally(() => setBusy(false));
  };

  return {
    unsavedDraft,
    busy,
    /** The version whose status bar takes a focus lost by the last action (Add Version's draft too). */
    focusTarget,
    /** Why the last Activate, Deactivate or Abandon of `version` failed, if it did. */
    failureOf: (version: ReleaseVersion | undefined) =>
      failure !== undefined && failure.id === version?.id ? failure.message : undefined,
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
      onCancel: () => setSubmitting(undefined),
    },
  };
}
