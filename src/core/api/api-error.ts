/**
 * Why a call failed, as the user should hear it. `kind` lets callers react (the outbox retries
 * `network` and 5xx; screens show `message`).
 */
export type ApiErrorKind = 'http' | 'network' | 'contract' | 'dropped' | 'sessionExpired';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly status?: number,
    /** The server's `Retry-After` (429, 503), in ms from when the answer came: wait at least this long. */
    readonly retryAfterMs?: number,
    /** The server's `code` for the refusal, when it gave one (`ACCOUNT_NOT_HELD`, contracts/errors.ts). */
    readonly code?: string,
  ) {
    super(message);
    if (retryAfterMs) this.retryAt = Date.now() + retryAfterMs;
  }

  /** Epoch ms at which the server's `Retry-After` wait ends (a read is not sent again before it). */
  declare readonly retryAt?: number;
}

export const SESSION_EXPIRED_MESSAGE = 'Session expired, please re-login!';
export const OFFLINE_MESSAGE = 'The server could not be reached. Check your connection and try again.';
/**
 * The failure of a call that could not reach the server, made in one place: the request layer, the
 * cache (offline with nothing saved) and the screens say the same thing, and the launcher's first
 * load carries the sentence once (the bundler copied the constant into each user, far apart).
 */
export const offlineError = () => new ApiError('network', OFFLINE_MESSAGE);
export const CONTRACT_MESSAGE = 'The server sent an answer this app cannot read. Please try again later.';

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** A call the request layer did not send because the user is signing out (S1 §4): no failure. */
export function isDroppedCall(error: unknown): boolean {
  return isApiError(error) && error.kind === 'dropped';
}

/** The server could not be reached (offline, or no answer): a connection may bring the answer. */
export function isNetworkError(error: unknown): boolean {
  return isApiError(error) && error.kind === 'network';
}

/**
 * The server answered 404: what the call was about is not there (deleted or withdrawn by someone
 * else, or never there). For a removal the user asked for, that is the end they wanted.
 */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.kind === 'http' && error.status === 404;
}

/**
 * Awaits a write whose 404 means it is done already: what it acted on is gone (a dismissal, a
 * delete or a finished mark of something removed meanwhile), as the user wanted. Any other failure
 * is thrown.
 */
export async function doneIfGone(write: Promise<unknown>): Promise<void> {
  try {
    await write;
  } catch (error) {
    if (!isNotFound(error)) throw error;
  }
}

/** What a page says for a failure the app did not word itself (walkthrough 10, defect 1). */
export const UNEXPECTED_PAGE_FAILURE = 'Something went wrong while loading this page. Please try again.';

/**
 * A page's failure in words for its user: the app's own (`ApiError`: the request layer's
 * sentences and the server's message), else a plain sentence. A library's message (Dexie's
 * 'MissingAPIError IndexedDB API missing. Please visit https://tinyurl.com/…') is for the console
 * and the error report, never the screen. None for a call dropped while signing out (S1 §4).
 */
export function pageFailureMessage(error: unknown): string | undefined {
  if (isDroppedCall(error)) return undefined;
  return isApiError(error) && error.message ? error.message : UNEXPECTED_PAGE_FAILURE;
}

/**
 * The message to show for a failure, never empty; none for a call dropped while signing out
 * (S1 §4), which is no failure: the sign-in page follows. Toasts and error texts show nothing then.
 */
export function messageOf(error: unknown): string | undefined {
  if (isDroppedCall(error)) return undefined;
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}
