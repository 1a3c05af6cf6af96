import { isApiError, messageOf } from '../../../core/api/api-error';

/*
 * A failed Push Release says why beside the button (walkthrough 37, D6): the server's reason (a
 * 403 'Only admins can push a release.' once the admin role was taken) was only in the console,
 * and the note editor beside it said its own. A decision against S2 §8's console-only rule, as for
 * the note editor (docs/release-notes.md, "Failures").
 */

/** Leads the server's message, which does not say nothing was sent. */
export const PUSH_NOT_SENT = 'Notifications were not sent.';

/** The answer never came or was unreadable: the server notifies a version once, so again is safe. */
export const PUSH_MAY_HAVE_COMPLETED =
  'The push may have gone out: the answer did not arrive in full. Pushing again is safe, a version is notified once.';

/** What the footer says after Push Release failed; undefined for a call dropped while signing out. */
export function pushFailure(error: unknown): string | undefined {
  if (isApiError(error) && (error.kind === 'network' || error.kind === 'contract'))
    return PUSH_MAY_HAVE_COMPLETED;
  const message = messageOf(error);
  return message === undefined ? undefined : `${PUSH_NOT_SENT} ${message}`;
}
