import { notifications } from '@mantine/notifications';
import type { LoginRequest, Session } from '../../contracts/session';
import { sessionEndpoints } from '../../contracts/session-api';
import { appApi } from '../api/app-api';
import { requestPersistentStorage } from '../db/persistent-storage';
import { appStore } from '../state/jotai';
import { readStoredText, storedKeys, writeStoredText } from '../state/parsed-storage';
import { setSession, signOutReasonAtom } from './session-state';

/**
 * The key session-state.ts keeps the session under (not imported from it: an export of the
 * launcher's first chunk costs it ~70 bytes; sign-in-storage.test.ts holds the two together).
 */
export const SESSION_STORAGE_KEY = 'ops.session';

/**
 * The prefix of the drafts kept through an expiry (core/unsaved-work/kept-drafts.ts: `ops.keptDraft.
 * {name}.{userId}`), not imported from there: that module, shared with the editors, became a
 * chunk of its own listed in the launcher's first chunk (~50 bytes over its budget).
 * sign-in-storage.test.ts holds the two together.
 */
const KEPT_DRAFT_PREFIX = 'ops.keptDraft.';

/**
 * Ends the drafts kept in this tab for users other than `userId`, as `userId` signs in here: a
 * draft is for the same user's sign-in in that tab, and another user signing in there ends it.
 * Left, it was never shown to them, but stayed readable (devtools) while they worked on a shared
 * tablet, and came back to its user after they left.
 */
function endOtherUsersKeptDrafts(userId: number) {
  for (const key of storedKeys('session'))
    if (key.startsWith(KEPT_DRAFT_PREFIX) && key.slice(key.lastIndexOf('.') + 1) !== String(userId))
      writeStoredText(key, undefined, 'session');
}

/** Said at sign-in when the browser refused to store the session (private mode, storage full). */
export const SESSION_NOT_KEPT =
  'This browser could not store your sign-in: reloading the page or opening a new tab will ask you to sign in again.';

function begin(session: Session): Session {
  setSession(session);
  appStore.set(signOutReasonAtom, undefined);
  endOtherUsersKeptDrafts(session.user.id);
  // The user's offline work (queued records, cached reads) should outlive storage pressure.
  void requestPersistentStorage();
  // Refused, the session lives in this page alone (docs/offline.md): said before a reload surprises.
  if (readStoredText(SESSION_STORAGE_KEY) === undefined)
    notifications.show({
      id: 'session-not-kept',
      message: SESSION_NOT_KEPT,
      color: 'yellow',
      autoClose: false,
    });
  return session;
}

/** The reference server's local sign-in (the embedded default). */
export async function signInWithPassword(credentials: LoginRequest): Promise<Session> {
  return begin(await appApi().call(sessionEndpoints.login, { body: credentials }));
}

/** Trades an identity-provider token (MSAL) for the app session. */
export async function signInWithIdpToken(idpToken: string): Promise<Session> {
  return begin(
    await appApi().call(sessionEndpoints.exchange, { headers: { Authorization: `Bearer ${idpToken}` } }),
  );
}
