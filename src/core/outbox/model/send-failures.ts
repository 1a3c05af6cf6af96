import { isApiError } from '../../api/api-error';

/*
 * What the senders (in the launcher's first chunks) tell the outbox about a failed send. The
 * outbox's reading of failures (classify-failure.ts) loads with the replay.
 */

/**
 * Thrown by a sender whose transport is not HTTP (the usage hub) when the server refused the
 * record as invalid: the outbox sets it aside like a 4xx answer.
 */
export class RecordRejectedError extends Error {
  override readonly name = 'RecordRejectedError';
}

/**
 * The server answered 2xx (it applied the write) with a body this build cannot read: the record
 * reached the server, whatever the answer says. Only the API's own answers (JSON) get here: a 2xx
 * of another type (a captive portal's page) never reached the API, and the request layer reports
 * it as no network (kind `network`: retried, docs/api.md "Answers that are not the API's").
 */
export function isUnreadableSuccess(error: unknown): boolean {
  if (!isApiError(error) || error.kind !== 'contract' || error.status === undefined) return false;
  return error.status >= 200 && error.status < 300;
}
