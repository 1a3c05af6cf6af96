import type { AccountInfo, IPublicClientApplication } from '@azure/msal-browser';

/** S2 §7: the chat's bearer token is for a power-platform API, with its default scope. */
export const POWER_PLATFORM_SCOPE = 'https://api.powerplatform.com/.default';

/** The chat's failure messages (S2 §8), word for word: logged to the console, never shown. */
export const ChatFailureMessage = {
  tokenAfterLogin: 'Token acquisition failed after login.',
  loginCancelled: 'Login failed or cancelled.',
  loginPopup: (error: unknown) => `Login popup failed. ${errorText(error)}`,
  token: 'Token acquisition failed.',
  start: 'Failed to start conversation.',
  send: 'Failed to send message.',
} as const;

/** A chat step that failed with one of the S2 §8 messages. */
export class ChatFailure extends Error {
  override readonly name = 'ChatFailure';
}

function errorText(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The part of MSAL the sign-in order uses (a fake in the tests). */
export type ChatMsal = Pick<
  IPublicClientApplication,
  | 'getActiveAccount'
  | 'getAllAccounts'
  | 'ssoSilent'
  | 'loginPopup'
  | 'acquireTokenSilent'
  | 'acquireTokenPopup'
>;

/** MSAL's code for a popup the user closed. */
const USER_CANCELLED = 'user_cancelled';
const isCancelled = (error: unknown) =>
  typeof error === 'object' && error !== null && 'errorCode' in error && error.errorCode === USER_CANCELLED;

/**
 * The account the chat uses (S2 §4): the active account, else the first cached account, else a
 * silent single sign-on, else a login popup with account selection. `loggedIn` tells whether
 * the popup had to run. Throws ChatFailure: 'Login failed or cancelled.' when the user closed
 * the popup or it gave no account, 'Login popup failed. {error}' for any other popup failure.
 */
async function chatAccount(
  msal: ChatMsal,
  scopes: string[],
): Promise<{ account: AccountInfo; loggedIn: boolean }> {
  const known = msal.getActiveAccount() ?? msal.getAllAccounts()[0];
  if (known) return { account: known, loggedIn: false };
  try {
    const sso = await msal.ssoSilent({ scopes });
    if (sso.account) return { account: sso.account, loggedIn: false };
  } catch {
    // No single sign-on session: the popup below asks the user.
  }
  let account: AccountInfo | undefined;
  try {
    account = (await msal.loginPopup({ scopes, prompt: 'select_account' })).account;
  } catch (error) {
    throw new ChatFailure(
      isCancelled(error) ? ChatFailureMessage.loginCancelled : ChatFailureMessage.loginPopup(error),
    );
  }
  if (!account) throw new ChatFailure(ChatFailureMessage.loginCancelled);
  return { account, loggedIn: true };
}

/**
 * The chat's access token through MSAL in the S2 §4 order: the account (see chatAccount), then a
 * silent token, falling back to a token popup. A failure after a login popup is 'Token acquisition
 * failed after login.', otherwise 'Token acquisition failed.' (both ChatFailure).
 */
export async function acquireChatToken(msal: ChatMsal, scopes = [POWER_PLATFORM_SCOPE]): Promise<string> {
  // The app's active account is left as it is: the api-key token (core/auth/msal) follows it.
  const { account, loggedIn } = await chatAccount(msal, scopes);
  try {
    return (await msal.acquireTokenSilent({ account, scopes })).accessToken;
  } catch {
    try {
      return (await msal.acquireTokenPopup({ account, scopes })).accessToken;
    } catch {
      throw new ChatFailure(loggedIn ? ChatFailureMessage.tokenAfterLogin : ChatFailureMessage.token);
    }
  }
}
