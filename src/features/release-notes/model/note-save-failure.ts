import { NOTE_CHANGED_MESSAGE } from '../../../contracts/release-authoring';
import { isApiError, isNotFound } from '../../../core/api/api-error';
import { SAVE_MAY_HAVE_COMPLETED, saveFailureMessage } from '../../../core/api/save-failure';

/*
 * A note's Save or Update that failed says why at the editor (walkthrough 35, O1), as the help
 * editors do: the editor stayed open with nothing on screen, and the author could not tell a
 * refusal from a save still on its way. A decision against S2 §8's console-only rule:
 * docs/release-notes.md, "Failures".
 */

/** 409 on Update: the list, read again, shows the other author's note just above the editor. */
export const NOTE_CHANGED_MEANWHILE =
  'The note was not saved: someone else changed it after you opened it. Their version is shown above. Update again to replace it with yours, or Cancel to keep theirs.';

/** 404 on Update: the editor has become a new note's, with the author's text (`editAsNewNote`). */
export const NOTE_DELETED_MEANWHILE =
  'The note was not saved: someone else deleted it after you opened it. Your text is kept as a new note: Save adds it back, Cancel drops it.';

/** Leads the server's own message (or the generic one), which does not say nothing was saved. */
export const NOTE_NOT_SAVED = 'The note was not saved.';

/**
 * What the note editor says after its Save (`isNew`) or Update failed: what the client did about
 * another author's change or deletion; for an answer lost on the way, that it may have saved and
 * saving again is safe; else that it was not saved and the server's message (a refused note, an
 * abandoned version, a 500) or a generic one. Undefined for a call dropped while signing out.
 */
export function noteSaveFailure(error: unknown, isNew: boolean): string | undefined {
  if (!isNew && isNotFound(error)) return NOTE_DELETED_MEANWHILE;
  if (isApiError(error) && error.status === 409 && error.message === NOTE_CHANGED_MESSAGE)
    return NOTE_CHANGED_MEANWHILE;
  const message = saveFailureMessage(error);
  if (message === undefined || message === SAVE_MAY_HAVE_COMPLETED) return message;
  return `${NOTE_NOT_SAVED} ${message}`;
}
