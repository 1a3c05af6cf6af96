import { navigateTo, safeReturnPath } from '../navigation';
import { appStore } from '../state/jotai';
import { revokeAtServer } from './pending-logouts';
import { wayBackOwnerAfterSignOut } from './session-handover';
import {
  followStoredSession,
  forgetStoredSession,
  getSession,
  loggingOutAtom,
  noUserScreenAtom,
  setSession,
  setWayBackOwner,
  signOutReasonAtom,
} from './session-state';

const currentAppPath = () =>
  typeof window === 'undefined'
    ? ''
    : `${window.location.pathname}${window.location.search}${window.location.hash}`;

/** `reason`: the sign-out's, set when the user did not choose it (the session expired, Merge Roles changed elsewhere). */
type SignOutListener = (userId: number, reason?: string) => Promise<void> | void;
const listeners = new Set<SignOutListener>();

/**
 * Features that keep per-user data (the cache) register here to wipe it on sign-out; an open
 * editor keeps its draft through an expiry (core/unsaved-work/kept-drafts.ts).
 */
export function onSignOut(listener: SignOutListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Runs what sign-out runs for the user's data (cache, user context, favorites, hubs) without
 * ending the session; a listener's failure does not stop the others.
 */
export async function forgetUserData(userId: number, reason?: string): Promise<void> {
  await Promise.allSettled([...listeners].map((listener) => listener(userId, reason)));
}

/**
 * Ends the session: revokes it at the server (kept and sent later when it cannot be now), clears the user's data, shows sign-in;
 * with a `reason` (the session expired), sign-in returns to the page the user was on.
 */
export async function signOut(reason?: string): Promise<void> {
  if (appStore.get(loggingOutAtom)) return;
  // A screen with no user (a wall display) has no session of its own to end, and must not end the
  // device's for the other tabs.
  if (appStore.get(noUserScreenAtom)) return;
  const session = getSession();
  // Already signed out and on sign-in: a late answer of the old session (a second 401) must not
  // reload the page under a user who is typing into it, nor drop its way back.
  if (!session && currentAppPath().startsWith('/sign-in')) return;
  // A call refused because another tab signed out (or someone else signed in there) is no expiry
  // of this tab's: it follows that tab, as the storage event is about to make it do.
  if (session && reason !== undefined && followStoredSession()) return;
  appStore.set(loggingOutAtom, true);
  // The other tabs follow now (reading the way back as they see the session go), before the server
  // revokes it: a tab still using it afterwards would take the refusal for an expiry, and keep a
  // way back for a user who chose to leave. This tab keeps it in memory for the logout call.
  setWayBackOwner(wayBackOwnerAfterSignOut(reason, session?.user.id));
  forgetStoredSession();
  try {
    if (session) {
      // Offline or refused for the moment, the revocation is kept and sent later (pending-logouts.ts).
      await revokeAtServer(session.refreshToken);
      await forgetUserData(session.user.id, reason);
    }
  } finally {
    setSession(undefined);
    appStore.set(signOutReasonAtom, reason);
    appStore.set(loggingOutAtom, false);
    navigateTo(signInLocationAfterSignOut(reason, currentAppPath()), { replace: true });
  }
}

/**
 * The sign-in page after a sign-out. One the user did not choose (the session expired) keeps the
 * way back to the page they were on, as the guard does for a visit without a session; one the
 * user chose starts clean, since the next person to sign in may be someone else.
 */
export function signInLocationAfterSignOut(reason: string | undefined, here: string): string {
  if (reason === undefined) return '/sign-in';
  const back = safeReturnPath(here, '');
  return back ? `/sign-in?${new URLSearchParams({ redirect: back })}` : '/sign-in';
}
