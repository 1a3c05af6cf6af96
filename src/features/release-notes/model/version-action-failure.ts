import { SAVE_MAY_HAVE_COMPLETED, saveFailureMessage } from '../../../core/api/save-failure';

/*
 * A failed Activate, Deactivate or Abandon says why beside the version's status buttons
 * (walkthrough 36, D1), as a failed note Save does at its editor (note-save-failure.ts): another
 * admin's change (an Abandon, a Deactivate) made the server refuse it with only a console line,
 * the stale status and buttons staying on screen to be pressed again and again. The versions are
 * read again too (authoring-writes.ts), so the status shown is the stored one. A decision against
 * S2 §8's console-only rule: docs/release-notes.md, "Failures".
 */

/** Leads the server's own message (or the generic one), which does not say nothing changed. */
export const VERSION_NOT_CHANGED = 'The version was not changed.';

/** An answer lost on the way: the change may have been made; the list, read again, shows it. */
export const VERSION_CHANGE_MAY_HAVE_COMPLETED =
  'The change may not have completed: the answer did not arrive in full. The version is shown as now stored.';

/**
 * What the status bar says after its Activate, Deactivate or Abandon failed: that the version did not
 * change and the server's message ('A version in status Abandon cannot become Active.', a 500's
 * text) or a generic one; for an answer lost on the way, that it may have been made. Undefined for
 * a call dropped while signing out.
 */
export function versionActionFailure(error: unknown): string | undefined {
  const message = saveFailureMessage(error);
  if (message === undefined) return undefined;
  if (message === SAVE_MAY_HAVE_COMPLETED) return VERSION_CHANGE_MAY_HAVE_COMPLETED;
  return `${VERSION_NOT_CHANGED} ${message}`;
}
