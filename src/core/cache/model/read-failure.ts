import { isDroppedCall, isNetworkError } from '../../api/api-error';

/**
 * A read that failed with an answer from the server (an error status, a 429, an answer the app
 * cannot read), as opposed to one that never reached it (offline: the screens say the read loads
 * once connected) or one dropped while signing out (no failure at all). With nothing cached, a
 * screen shows 'Could not be loaded.' for it (`ReadFailed`), never its empty text: S2 §8 forbids
 * a message for these failures, but 'No … to show' would state something false (walkthrough 7).
 */
export function isFailedRead(error: unknown): boolean {
  return error !== undefined && error !== null && !isNetworkError(error) && !isDroppedCall(error);
}
