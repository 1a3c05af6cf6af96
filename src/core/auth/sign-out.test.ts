import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authUser } from '../../../test/fixtures/shell-builders';
import { api } from '../../contracts/api';
import { appApi } from '../api/app-api';
import { serveApi, setUpTestApi } from '../api/app-api.testkit';
import { freshPortalDb } from '../db/fresh-db.testkit';
import { registerNavigator } from '../navigation';
import { enqueue } from '../outbox/outbox';
import { appStore } from '../state/jotai';
import { memoryStorage } from '../state/memory-storage.testkit';
import {
  followScreen,
  followStoredSession,
  getSession,
  loggingOutAtom,
  noUserScreenAtom,
  setSession,
  signOutReasonAtom,
} from './session-state';
import { signOut } from './sign-out';

const EXPIRED = 'Session expired, please re-login!';

/**
 * A page at `href` (node has no window). Set by hand, not with `vi.stubGlobal`: its undoing left a
 * `window` behind for the next files of the worker (their setup then took node for a browser).
 */
function openPageAt(href: string) {
  const leave = vi.fn();
  Object.assign(globalThis, {
    window: Object.assign(new EventTarget(), { location: { href, replace: leave } }),
  });
  return leave;
}
let navigations: string[];

beforeEach(() => {
  setUpTestApi();
  vi.stubGlobal('localStorage', memoryStorage());
  vi.stubGlobal('sessionStorage', memoryStorage());
  navigations = [];
  registerNavigator((href) => void navigations.push(href));
  setSession({ user: authUser({ id: 7 }), refreshToken: 'r', expiresAt: Date.now() + 60_000 });
});
afterEach(() => {
  Reflect.deleteProperty(globalThis, 'window');
  appStore.set(noUserScreenAtom, false);
  setSession(undefined);
  appStore.set(loggingOutAtom, false);
  appStore.set(signOutReasonAtom, undefined);
});

describe('signOut (S1 §4: logout in progress)', () => {
  it("drops every call but the logout while clearing the user's data, then lets calls through again", async () => {
    const requests = serveApi({ 'POST Auth/Logout': () => new Response(null, { status: 204 }) });

    const signingOut = signOut();
    expect(appStore.get(loggingOutAtom)).toBe(true);
    await expect(appApi().call(api.roles)).rejects.toMatchObject({ kind: 'dropped' });

    await signingOut;
    expect(getSession()).toBeUndefined();
    expect(appStore.get(loggingOutAtom)).toBe(false);
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST Auth/Logout']);
    expect(requests[0]?.body).toEqual({ refreshToken: 'r' });
  });

  it('ends the session in the other tabs before the server revokes it, this one showing Signing out', async () => {
    // Another tab using the session after its revocation took the refusal for an expiry (CI, stop 31).
    let storedWhenRevoked: string | null | undefined;
    let wayBackWhenRevoked: string | null | undefined;
    let heldHere: unknown;
    serveApi({
      'POST Auth/Logout': () => {
        storedWhenRevoked = localStorage.getItem('ops.session');
        wayBackWhenRevoked = localStorage.getItem('ops.wayBack');
        heldHere = getSession();
        return new Response(null, { status: 204 });
      },
    });
    expect(localStorage.getItem('ops.session')).not.toBeNull();

    await signOut();
    expect(storedWhenRevoked).toBeNull();
    expect(wayBackWhenRevoked).toBe('0'); // a chosen sign-out: no way back in any tab
    expect(heldHere).toMatchObject({ refreshToken: 'r' });
    expect(getSession()).toBeUndefined();
    expect(navigations).toEqual(['/sign-in']);
  });

  it('shows sign-in even when the server cannot be told', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await signOut(EXPIRED);
    expect(getSession()).toBeUndefined();
    expect(appStore.get(signOutReasonAtom)).toBe(EXPIRED);
    expect(navigations).toEqual(['/sign-in']);
    // The revocation waits on the device for the server (pending-logouts.ts).
    expect(localStorage.getItem('ops.pendingLogouts')).toBe('["r"]');
  });
});

describe('signOut after the session ended elsewhere', () => {
  it('an expiry noticed after another tab signed out follows that tab instead', async () => {
    const leave = openPageAt('https://app.test/dashboard?acctId=101');
    const held = getSession();
    localStorage.removeItem('ops.session'); // the other tab's sign-out, its storage event not yet here
    localStorage.setItem('ops.wayBack', '0');
    const requests = serveApi({});

    await signOut(EXPIRED);
    // The page loads again, signed out, once the outbox has stored what it was given.
    await vi.waitFor(() => expect(leave).toHaveBeenCalledWith('/dashboard?acctId=101'));
    expect(sessionStorage.getItem('ops.wayBack')).toBe('0'); // the other tab's chosen sign-out rules
    expect(appStore.get(signOutReasonAtom)).toBeUndefined();
    expect(requests).toEqual([]);
    expect(getSession()).toBe(held);
  });

  it('the page loads again only once a change on its way into IndexedDB is stored (it would ask, else)', async () => {
    freshPortalDb();
    const leave = openPageAt('https://app.test/home');
    localStorage.removeItem('ops.session'); // the other tab's sign-out
    let giveFavorites: (value: { favorites: number[] }) => void = () => {};
    const starred = enqueue('favorites', new Promise((resolve) => (giveFavorites = resolve)));
    serveApi({});

    await signOut(EXPIRED);
    for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
    expect(leave).not.toHaveBeenCalled();
    giveFavorites({ favorites: [104] });
    await starred;
    await vi.waitFor(() => expect(leave).toHaveBeenCalledWith('/home'));
  });

  it('an expiry of the session the tabs share is this tab’s to end, its way back kept', async () => {
    openPageAt('https://app.test/dashboard');
    const requests = serveApi({ 'POST Auth/Logout': () => new Response(null, { status: 204 }) });

    await signOut(EXPIRED);
    expect(appStore.get(signOutReasonAtom)).toBe(EXPIRED);
    expect(localStorage.getItem('ops.wayBack')).toBe('7');
    expect(requests.map((r) => r.path)).toEqual(['Auth/Logout']);
  });
});

describe('a screen with no user (a wall display, walkthrough 6 defect 1)', () => {
  it('sees no session: a call that needs one fails with no renewal and no sign-out', async () => {
    const stored = localStorage.getItem('ops.session');
    const requests = serveApi({});
    followScreen('/display/1');

    expect(getSession()).toBeUndefined();
    await expect(appApi().call(api.roles)).rejects.toMatchObject({ status: 401 });
    await signOut(EXPIRED);
    expect(requests).toEqual([]);
    expect(navigations).toEqual([]);
    expect(appStore.get(signOutReasonAtom)).toBeUndefined();
    expect(localStorage.getItem('ops.session')).toBe(stored); // the other tabs keep it

    followScreen('/configuration/displays'); // back to a signed-in page: the session is there again
    expect(getSession()?.user.id).toBe(7);
  });

  it("takes another tab's sign-out and sign-in without loading again", () => {
    setSession({ user: authUser({ id: 8 }), refreshToken: 'r8', expiresAt: Date.now() + 60_000 });
    const someoneElse = localStorage.getItem('ops.session');
    setSession({ user: authUser({ id: 7 }), refreshToken: 'r', expiresAt: Date.now() + 60_000 });
    const leave = openPageAt('https://app.test/display/1');
    followScreen('/display/1');

    localStorage.removeItem('ops.session');
    expect(followStoredSession()).toBe(false);
    localStorage.setItem('ops.session', someoneElse ?? '');
    expect(followStoredSession()).toBe(false);
    expect(leave).not.toHaveBeenCalled();
    expect(getSession()).toBeUndefined();

    followScreen('/home');
    expect(getSession()?.user.id).toBe(8);
  });
});
