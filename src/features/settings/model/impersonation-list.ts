import type { ImpersonationOption } from '../../../contracts/settings';
import { isDroppedCall, isNetworkError } from '../../../core/api/api-error';

/** What the last search for people to impersonate brought: the options, or why there are none. */
export type ListAnswer = { options: ImpersonationOption[] } | { failure: 'network' | 'server' } | undefined;

/**
 * What Impersonate Supervisor / Impersonate User shows under the search box (docs/settings.md):
 * 'No matches.' only when the server answered with an empty list; offline, or when the list could
 * not be fetched, it says so instead of claiming nobody matched.
 */
export type ListShown =
  | { kind: 'loading' }
  | { kind: 'options'; options: ImpersonationOption[] }
  | { kind: 'noMatches' }
  /** `retry`: the banner still says connected, so Try again is offered beside the message. */
  | { kind: 'offline'; retry: boolean }
  | { kind: 'failed' };

/**
 * Why the list could not be fetched: no network, or the server. None for a call dropped while
 * signing out (S1 §4), which is no failure: the list shown stays as it was, and sign-in follows.
 */
export function listFailureOf(error: unknown): 'network' | 'server' | undefined {
  if (isDroppedCall(error)) return undefined;
  return isNetworkError(error) ? 'network' : 'server';
}

export function impersonationListShown(answer: ListAnswer, connected: boolean): ListShown {
  // The options are live data, never saved on the device: offline there is nothing to list.
  if (!connected) return { kind: 'offline', retry: false };
  if (answer === undefined) return { kind: 'loading' };
  if ('failure' in answer)
    return answer.failure === 'network' ? { kind: 'offline', retry: true } : { kind: 'failed' };
  return answer.options.length > 0 ? { kind: 'options', options: answer.options } : { kind: 'noMatches' };
}

export const NO_MATCHES_TEXT = 'No matches.';

const listOf = (kind: 'supervisor' | 'user') => (kind === 'supervisor' ? 'supervisors' : 'users');

/** Offline, or the server out of reach: the list needs a connection and comes back with it. */
export const offlineListText = (kind: 'supervisor' | 'user') =>
  `The list of ${listOf(kind)} cannot be loaded while offline. It will load once the connection is back.`;

/** The server refused or failed: said plainly, with Try again beside it. */
export const failedListText = (kind: 'supervisor' | 'user') =>
  `The list of ${listOf(kind)} could not be loaded. Please try again.`;

/**
 * Whether choosing or resetting needs the server. A supervisor is kept on the device (sent as a
 * header), so that works offline; a user is impersonated at the server (the UserId claim).
 */
export const changeNeedsConnection = (kind: 'supervisor' | 'user') => kind === 'user';

/** Offline, Reset Impersonation (of a user) is turned off with this beside it. */
export const RESET_OFFLINE_TEXT = 'Resetting needs a connection: the server ends the impersonation.';

/**
 * The server refused or could not be reached when choosing or resetting: nothing changed. Nothing
 * to say for a call dropped while signing out (S1 §4): nothing failed, the sign-in page follows.
 */
export function changeFailedText(error: unknown): string | undefined {
  if (isDroppedCall(error)) return undefined;
  return isNetworkError(error)
    ? 'The server could not be reached, so nothing changed. Please try again once connected.'
    : 'Impersonation could not be changed. Please try again.';
}
