import { ACCOUNT_NOT_HELD } from '../../../contracts/errors';
import { isApiError } from '../../api/api-error';
import { isUnreadableSuccess, RecordRejectedError } from './send-failures';

/*
 * Used by the replay alone (its own chunk, loaded when records wait): what the senders themselves
 * need is in send-failures.ts, so this stays off the launcher's first chunks.
 */

/**
 * What to do with a record whose send failed:
 * - `delivered`: the server accepted the record (a 2xx) but its answer could not be read: sending
 *   it again would only repeat a write the server already applied, so it leaves the queue;
 * - `retry`: later, with backoff (no network, 5xx, 408, 429, a 403 refusing the account the call
 *   named rather than the record, anything unexpected);
 * - `deadLetter`: never again on its own: the server (or the contract) says the record itself is
 *   wrong, so retrying would fail forever; it is set aside, visible, with the reason;
 * - `sessionExpired`: the session is ending; the record waits untouched for its user's next sign-in.
 */
export type FailureAction = 'delivered' | 'retry' | 'deadLetter' | 'sessionExpired';

/** 408 Request Timeout and 429 Too Many Requests are about the moment, not the record. */
const RETRYABLE_CLIENT_ERRORS = new Set([408, 429]);

export function classifyFailure(error: unknown): FailureAction {
  if (error instanceof RecordRejectedError) return 'deadLetter';
  if (!isApiError(error)) return 'retry';
  switch (error.kind) {
    case 'network':
      return 'retry';
    // Our own request failed the contract, or a refusal cannot be read: sending the same record
    // again gives the same result, so it must not be retried forever.
    case 'contract':
      return isUnreadableSuccess(error) ? 'delivered' : 'deadLetter';
    case 'sessionExpired':
    case 'dropped':
      return 'sessionExpired';
    case 'http': {
      // The account the call named is no longer the user's, not the record: the app moves to one
      // they hold and replays (core/session/account-lost.ts); the record goes then.
      if (error.code === ACCOUNT_NOT_HELD) return 'retry';
      const status = error.status ?? 0;
      if (status === 401) return 'sessionExpired';
      if (status >= 400 && status < 500 && !RETRYABLE_CLIENT_ERRORS.has(status)) return 'deadLetter';
      return 'retry';
    }
  }
}

/** The reason kept with a failed record and shown in the dead-letter list. */
export function failureReason(error: unknown): string {
  const message = error instanceof Error && error.message ? error.message : String(error);
  if (isApiError(error) && error.status !== undefined && !message.startsWith(String(error.status)))
    return `${error.status}: ${message}`;
  return message || 'Unknown error';
}
