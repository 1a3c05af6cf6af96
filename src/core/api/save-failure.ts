import { type ApiError, isApiError, messageOf } from './api-error';

/** A create whose answer was lost may have been applied: saying so, and that Save is safe again. */
export const SAVE_MAY_HAVE_COMPLETED =
  'The save may not have completed: the answer did not arrive in full. Pressing Save again is safe, it will not save twice.';

const answerLost = (kind: ApiError['kind']) => kind === 'contract' || kind === 'network';

/**
 * What an authoring editor shows near Save when a write failed (docs/help.md, docs/release-notes.md):
 * the server's message (400, 403, 429, 500 say what went wrong), or, when the answer was unreadable or never came (the
 * server may have applied it), that the save may have completed and pressing Save again is safe —
 * true for a create carrying its draft's Idempotency-Key, and for an update, which sends the whole
 * state (its `loaded` no longer stored is no conflict then: the server finds what is sent already
 * stored, contracts/edit-conflict.ts). None for a call dropped while signing out.
 */
export function saveFailureMessage(error: unknown): string | undefined {
  if (isApiError(error) && answerLost(error.kind)) return SAVE_MAY_HAVE_COMPLETED;
  return messageOf(error);
}
