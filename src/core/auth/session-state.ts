import { isNoUserPath } from '../../contracts/routes';
import { type Session, sessionSchema } from '../../contracts/session';
import { z } from '../../contracts/zod';
import { whenQueued } from '../outbox/records-on-their-way';
import { appStore, atom } from '../state/jotai';
import { readStored, writeStored } from '../state/parsed-storage';
import { isSameSessionUser, locationAfterHandover, noteHandoverReload } from './session-handover';

const STORAGE_KEY = 'ops.session';
/** Whose way back this tab's sign-in page holds (way-back.ts). */
export const WAY_BACK_KEY = 'ops.wayBack';

/**
 * Sets it for this tab (sessionStorage: across its reloads, not in the next tab a link opens),
 * and for the other tabs, which follow the sign-out that comes next (the storage event): they
 * cannot tell an expiry from a chosen sign-out otherwise.
 */
export function setWayBackOwner(owner: number | undefined): void {
  writeStored(WAY_BACK_KEY, owner);
  writeStored(WAY_BACK_KEY, owner, 'session');
}

/**
 * The page on screen has no user (a wall display: the route table's `noUser`, docs/kiosk.md): this
 * tab leaves the device's session alone, whoever signed in on the device. It sees no session, so
 * nothing that follows the session runs (the hubs, the outbox's replay, renewals), and its expiry
 * signs nobody out. Known from the address before anything reads the session, and kept in step
 * with navigations (`followScreen`) before their guards run.
 */
export const noUserScreenAtom = atom(typeof window !== 'undefined' && isNoUserPath(window.location.pathname));

/** A navigation is starting (the router's `onBeforeNavigate`, before the guard reads the session). */
export const followScreen = (pathname: string) => appStore.set(noUserScreenAtom, isNoUserPath(pathname));

/*
 * Its first value (`init`) is the session this page started with: a page loaded with a lapsed
 * token renews with its first call, before the follower of renewed sessions listens, which
 * compares against it (session-changed-elsewhere.ts). Exported for that `init` only: the session
 * is read and written through `sessionAtom`, which mirrors it to localStorage.
 */
export const baseSessionAtom = atom<Session | undefined>(readStored(STORAGE_KEY, sessionSchema));
/**
 * The signed-in session, mirrored to localStorage so a reload (or an offline start of the
 * installed app) restores it. Other tabs follow through the `storage` event: a refreshed token
 * is taken as is, another user or a sign-out starts the tab afresh. None on a screen with no user.
 */
export const sessionAtom = atom(
  (get) => (get(noUserScreenAtom) ? undefined : get(baseSessionAtom)),
  (_get, set, next: Session | undefined) => {
    set(baseSessionAtom, next);
    writeStored(STORAGE_KEY, next);
  },
);

/**
 * Takes up the session another tab stored. A refreshed token of the same user is simply taken;
 * another user, or none, means everything this tab shows belongs to the old session
 * (session-handover.ts): the page loads again and its guard decides. True when the page is
 * leaving for that reason.
 */
export function followStoredSession(): boolean {
  if (typeof window === 'undefined') return false;
  const next = readStored(STORAGE_KEY, sessionSchema);
  // Nothing on a screen with no user belongs to a session: it takes the change and goes on.
  if (appStore.get(noUserScreenAtom) || isSameSessionUser(appStore.get(baseSessionAtom), next)) {
    appStore.set(baseSessionAtom, next);
    return false;
  }
  if (!next) writeStored(WAY_BACK_KEY, readStored(WAY_BACK_KEY, z.number()), 'session');
  // Said only where a session was open: a tab on the sign-in page had nothing to lose.
  else if (appStore.get(baseSessionAtom)) noteHandoverReload();
  // After the outbox has stored what it was given (a change on its way would make the browser ask).
  void whenQueued().then(() => window.location.replace(locationAfterHandover(new URL(window.location.href))));
  return true;
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEY) followStoredSession();
  });
}

/** The session goes from the tabs' shared copy only: the other tabs follow, this one holds it on. */
export const forgetStoredSession = () => writeStored(STORAGE_KEY, undefined);

/** True while signing out: the request layer drops every call but logout. */
export const loggingOutAtom = atom(false);

/** Why the user was signed out, shown once on the sign-in page. */
export const signOutReasonAtom = atom<string | undefined>(undefined);

export const getSession = () => appStore.get(sessionAtom);
export const setSession = (session: Session | undefined) => appStore.set(sessionAtom, session);
