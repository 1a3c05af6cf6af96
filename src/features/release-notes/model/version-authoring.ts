import {
  actionStatus,
  DRAFT_VERSION_TEXT,
  isVersionNumber,
  ONE_DRAFT_MESSAGE,
  type StatusAction,
  UNSAVED_DRAFT_ID,
  VERSION_NOT_A_NUMBER,
  VERSION_TEXT_MAX_LENGTH,
} from '../../../contracts/release-authoring';
import type { ReleaseVersion } from '../../../contracts/release-notes';

/** Button labels of the status actions (S2 §2: save as draft, submit, activate, deactivate, abandon). */
export const statusActionLabels: Readonly<Record<StatusAction, string>> = {
  saveDraft: 'Save as Draft',
  submit: 'Submit',
  activate: 'Activate',
  deactivate: 'Deactivate',
  abandon: 'Abandon',
};

/** What the Abandon confirmation asks: the version by its number, and why it cannot be taken back. */
export const abandonQuestion = (version: Pick<ReleaseVersion, 'version'>): string =>
  `Abandon version ${version.version}? An abandoned version can never be activated again.`;

/** The unsaved work a new version not saved yet is marked as (the update prompt and closing the modal ask). */
export const DRAFT_VERSION_WORK = 'a release-notes draft';

/** Shown to authors while offline: authoring calls go straight to the server (docs/offline.md). */
export const AUTHORING_OFFLINE_HINT = 'Adding and changing versions and notes needs a connection.';

/** Success toasts of S2 §8 ("Draft or Version saved"). */
export const DRAFT_SAVED = 'Draft saved';
export const VERSION_SAVED = 'Version saved';

/** The draft Add Version puts at the top of the list (S2 §4): id 0, status Draft, text 'Draft'. */
export function newDraftVersion(now: Date): ReleaseVersion {
  return {
    id: UNSAVED_DRAFT_ID,
    version: DRAFT_VERSION_TEXT,
    status: 'Draft',
    releaseNotes: [],
    createDate: now.toISOString(),
  };
}

export const isUnsavedDraft = (version: Pick<ReleaseVersion, 'id'>) => version.id === UNSAVED_DRAFT_ID;

/**
 * What the app knows of the saved draft: `unknown` until the Draft-only page has come from the
 * server (or from a device copy the server confirmed moments ago), `failed` when that read failed
 * with no copy on the device, else the draft or `none`.
 */
export type SavedDraftState = 'unknown' | 'failed' | 'none' | ReleaseVersion;

/**
 * Why Add Version is off (undefined: it is on), said beside it and as its description: a draft
 * exists, saved or on this device (S2 §4: only one may; it said nothing, walkthrough 35, O2); the
 * saved draft is still being read; that read failed. Not offline, which the modal's hint says.
 * Off until the saved draft is known: pressed while the versions were still on their way, it made
 * a draft beside the one the list then brought (walkthrough 22, F2); a disabled button with no
 * reason looked broken (review L4).
 */
export function addVersionOffReason(
  savedDraft: SavedDraftState,
  unsavedDraft: ReleaseVersion | undefined,
): string | undefined {
  if (unsavedDraft !== undefined || typeof savedDraft === 'object') return ONE_DRAFT_MESSAGE;
  if (savedDraft === 'unknown') return 'Checking for a saved draft…';
  if (savedDraft === 'failed') return 'Could not check for a saved draft.';
  return undefined;
}

/** Add Version is on only when no draft exists, saved or on this device, and that is known (S2 §4). */
export const canAddVersion = (savedDraft: SavedDraftState, unsavedDraft: ReleaseVersion | undefined) =>
  addVersionOffReason(savedDraft, unsavedDraft) === undefined;

/**
 * Why the unsaved draft may not be saved as a draft (undefined: it may): a draft saved meanwhile,
 * by another admin, which the list brought after this one was added (S2 §4: only one draft). The
 * server would refuse it with the same words; Submit is still open (it makes no draft).
 */
export function draftSaveProblem(version: ReleaseVersion, savedDraft: SavedDraftState): string | undefined {
  return isUnsavedDraft(version) && typeof savedDraft === 'object' ? ONE_DRAFT_MESSAGE : undefined;
}

/**
 * What the unsaved draft's row in the Versions list says instead of its date while a draft another
 * admin saved is listed beside it (undefined: nothing, the date shows): both rows read 'Draft'
 * (S2's text for the unsaved draft), and nothing told them apart (walkthrough 23). The draft and
 * what was typed in it stay until Submit or Cancel.
 */
export function unsavedDraftNote(version: ReleaseVersion, savedDraft: SavedDraftState): string | undefined {
  return draftSaveProblem(version, savedDraft) ? UNSAVED_DRAFT_NOTE : undefined;
}
/** S2 §4's rule, as the reason the row gives. */
export const UNSAVED_DRAFT_NOTE = 'Not saved: only one draft may exist';

/** Beside the reason 'Save as Draft' is off: asks the server whether the other draft is still there. */
export const CHECK_AGAIN = 'Check again';

/**
 * The version a status action sends: Save as Draft keeps Draft (and the text); Submit takes the
 * version text from the 'Version' panel; the others only change the status.
 */
export function versionAfter(
  version: ReleaseVersion,
  action: StatusAction,
  versionText?: string,
): ReleaseVersion {
  const status = actionStatus[action];
  if (action === 'submit') return { ...version, status, version: (versionText ?? version.version).trim() };
  return { ...version, status };
}

/** The toast after a status action: a draft saved, or a version. */
export const savedMessage = (action: StatusAction) => (action === 'saveDraft' ? DRAFT_SAVED : VERSION_SAVED);

export const VERSION_TOO_LONG = `Use at most ${VERSION_TEXT_MAX_LENGTH} characters.`;
export const VERSION_EXISTS = 'This version already exists.';
/** A blank 'Version' field, once touched (walkthrough 31, O6), in the words of the others. */
export const VERSION_BLANK = 'Enter a version, like 3.2.0.';

/**
 * The 'Version' field's message, if any: too long for the server, or the number of another version
 * the app has read (`others`; `ownId` is the version being submitted, which may keep its own
 * number). Compared as the server does for its 400 'Version {v} already exists.': trimmed, any
 * case. Checked here so the panel says so at the field instead of sending a call whose failure
 * S2 §8 only logs (walkthrough 3, suggestion 1). A blank text has none here: the field says so
 * once touched (`versionFieldMessage`).
 */
export function versionTextProblem(
  text: string,
  others: readonly Pick<ReleaseVersion, 'id' | 'version'>[],
  ownId: number | undefined,
): string | undefined {
  const trimmed = text.trim();
  if (trimmed.length > VERSION_TEXT_MAX_LENGTH) return VERSION_TOO_LONG;
  if (trimmed !== '' && !isVersionNumber(trimmed)) return VERSION_NOT_A_NUMBER;
  const wanted = trimmed.toLowerCase();
  const taken = others.some((v) => v.id !== ownId && v.version.trim().toLowerCase() === wanted);
  return trimmed !== '' && taken ? VERSION_EXISTS : undefined;
}

/** The 'Version' panel's Save is disabled while the text is blank (S2 §5) or has a problem (above). */
export function versionTextIsValid(
  text: string,
  others: readonly Pick<ReleaseVersion, 'id' | 'version'>[] = [],
  ownId?: number,
): boolean {
  return text.trim() !== '' && versionTextProblem(text, others, ownId) === undefined;
}

/**
 * What the 'Version' field says: its problem (above), or, blank once the user has touched it
 * (typed in it or left it), that a version is needed. A disabled Save with no reason left a
 * keyboard user guessing (walkthrough 31, O6); S2 §5 asks only that Save be disabled. Not before
 * it is touched: a panel opened blank (no suggestion) does not start by telling off.
 */
export function versionFieldMessage(
  text: string,
  others: readonly Pick<ReleaseVersion, 'id' | 'version'>[],
  ownId: number | undefined,
  touched: boolean,
): string | undefined {
  const problem = versionTextProblem(text, others, ownId);
  return problem ?? (touched && text.trim() === '' ? VERSION_BLANK : undefined);
}
