import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authUser } from '../../../test/fixtures/shell-builders';
import { api } from '../../contracts/api';
import { appApi } from '../api/app-api';
import { setUpTestApi } from '../api/app-api.testkit';
import { registerNavigator } from '../navigation';
import { appStore } from '../state/jotai';
import { getSession, loggingOutAtom, setSession } from './session-state';
import { signOut } from './sign-out';

beforeEach(() => {
  setUpTestApi();
  registerNavigator(() => undefined);
  setSession({ user: authUser({ id: 7 }), refreshToken: 'r', expiresAt: Date.now() + 60_000 });
});
afterEach(() => {
  setSession(undefined);
  appStore.set(loggingOutAtom, false);
});

describe('signOut (S1 §4: logout in progress)', () => {
  it('drops every call but the logout while signing out, then lets calls through again', async () => {
    let answerLogout: (response: Response) => void = () => undefined;
    const fetch = vi.fn(
      (input: RequestInfo | URL) =>
        new Promise<Response>((resolve) => {
          if (String(input).includes('Logout')) answerLogout = resolve;
          else resolve(new Response('{"roles":[],"consolidated":false}', { status: 200 }));
        }),
    );
    vi.stubGlobal('fetch', fetch);

    const signingOut = signOut();
    expect(appStore.get(loggingOutAtom)).toBe(true);
    await expect(appApi().call(api.roles)).rejects.toMatchObject({ kind: 'dropped' });
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual([expect.stringContaining('Logout')]);

    answerLogout(new Response(null, { status: 204 }));
    await signingOut;
    expect(getSession()).toBeUndefined();
    expect(appStore.get(loggingOutAtom)).toBe(false);
  });
});
