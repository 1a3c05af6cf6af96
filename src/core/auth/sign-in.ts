import type { LoginRequest, Session } from '../../contracts/session';
import { sessionEndpoints } from '../../contracts/session-api';
import { appApi } from '../api/app-api';
import { requestPersistentStorage } from '../db/persistent-storage';
import { appStore } from '../state/jotai';
import { setSession, signOutReasonAtom } from './session-state';

function begin(session: Session): Session {
  setSession(session);
  appStore.set(signOutReasonAtom, undefined);
  // The user's offline work (queued records, cached reads) should outlive storage pressure.
  void requestPersistentStorage();
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
