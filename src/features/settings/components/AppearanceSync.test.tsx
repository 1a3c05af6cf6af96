// @vitest-environment jsdom
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UserPreference } from '../../../contracts/settings';
import { jsonAnswer, type ServedRequest, serveApi, setUpTestApi } from '../../../core/api/app-api.testkit';
import { signOut } from '../../../core/auth/sign-out';
import { setNetwork, signInAs, signOutForTest } from '../../../core/cache/signed-in.testkit';
import { freshPortalDb } from '../../../core/db/fresh-db.testkit';
import { registerNavigator } from '../../../core/navigation';
import { NetworkStatus } from '../../../core/network/model/network-state';
import { appStore, Provider } from '../../../core/state/jotai';
import { appearanceAtom, defaultAppearance, setAppearance } from '../../../core/ui/appearance';
import { savePreferenceNow, savePreferenceSoon } from '../preference-saver';
import { pendingPreferencesAtom } from '../state';
import { AppearanceSync } from './AppearanceSync';

/** The Font Size the server has for the user. */
let serverFontSize: string;
const preferences = (): UserPreference[] => [
  { id: 1, title: 'Theme', type: 'Dropdown', value: 'light', options: [], resolveType: null },
  { id: 2, title: 'Font Size', type: 'Number', value: serverFontSize, options: [], resolveType: null },
];

/** The look the next page of this device starts in (core/ui/appearance.ts keeps it in localStorage). */
const storedLook = () =>
  JSON.parse(localStorage.getItem('ops.appearance') ?? 'null') as { fontSizePx: number } | null;

let requests: ServedRequest[];
/** The preferences come through the API stand-in and IndexedDB: on a busy machine that takes seconds. */
const loaded = { timeout: 5000 };

beforeEach(() => {
  freshPortalDb();
  serverFontSize = '16';
  signInAs(1, 5);
  setNetwork(NetworkStatus.connected);
  setUpTestApi();
  requests = serveApi({
    'GET Common/UserPreferences': () => jsonAnswer(preferences()),
    'PATCH Common/UserPreferences': () => new Response(null, { status: 204 }),
    'POST Auth/Logout': () => new Response(null, { status: 204 }),
  });
  registerNavigator(() => {});
  setAppearance({ ...defaultAppearance, fontSizePx: 14 });
});
afterEach(() => {
  cleanup();
  signOutForTest();
  appStore.set(pendingPreferencesAtom, {});
  setAppearance(defaultAppearance);
});

describe('AppearanceSync', () => {
  it('keeps a Font Size chosen just before the page goes, though the page had not drawn it yet', async () => {
    render(
      <Provider store={appStore}>
        <AppearanceSync />
      </Provider>,
    );
    // The server's copy read: the look follows it.
    await waitFor(() => expect(appStore.get(appearanceAtom).fontSizePx).toBe(16), loaded);
    expect(requests.some((request) => request.method === 'GET')).toBe(true);

    // Chosen, and the page goes (a reload) before React has rendered the change.
    savePreferenceSoon({ title: 'Font Size', type: 'Number' }, '20');
    window.dispatchEvent(new Event('pagehide'));

    expect(storedLook()?.fontSizePx).toBe(20);
  });

  it('leaves the look alone when the page goes with no change of its own', async () => {
    render(
      <Provider store={appStore}>
        <AppearanceSync />
      </Provider>,
    );
    await waitFor(() => expect(appStore.get(appearanceAtom).fontSizePx).toBe(16), loaded);
    window.dispatchEvent(new Event('pagehide'));
    expect(storedLook()?.fontSizePx).toBe(16);
  });

  it('never goes back to the old look while a choice is saved (walkthrough 14, D3)', async () => {
    render(
      <Provider store={appStore}>
        <AppearanceSync />
      </Provider>,
    );
    await waitFor(() => expect(appStore.get(appearanceAtom).fontSizePx).toBe(16), loaded);
    const sizes: number[] = [];
    const stop = appStore.sub(appearanceAtom, () => sizes.push(appStore.get(appearanceAtom).fontSizePx));

    // Saved and the device's copy written: the change leaves once this reader has read the copy.
    await act(() => savePreferenceNow({ title: 'Font Size', type: 'Number' }, '20'));
    await waitFor(() => expect(appStore.get(pendingPreferencesAtom)).toEqual({}), loaded);
    stop();
    expect(sizes).toEqual([20]);
    expect(storedLook()?.fontSizePx).toBe(20);
  });

  it('leaves the default look after sign-out: the user’s is not written back (walkthrough 14, D4)', async () => {
    serverFontSize = '20';
    render(
      <Provider store={appStore}>
        <AppearanceSync />
      </Provider>,
    );
    await waitFor(() => expect(appStore.get(appearanceAtom).fontSizePx).toBe(20), loaded);
    const sizes: number[] = [];
    const stop = appStore.sub(appearanceAtom, () => sizes.push(appStore.get(appearanceAtom).fontSizePx));

    // Everything the sign-out sets off rendered (the pending changes emptied, the session gone).
    await act(() => signOut());
    stop();
    expect(sizes).toEqual([16]);
    expect(storedLook()).toEqual(defaultAppearance);
  });
});
