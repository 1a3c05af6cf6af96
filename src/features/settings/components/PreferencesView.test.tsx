// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserPreference } from '../../../contracts/settings';
import { jsonAnswer, type ServedRequest, serveApi, setUpTestApi } from '../../../core/api/app-api.testkit';
import { loggingOutAtom } from '../../../core/auth/session-state';
import { setNetwork, signInAs, signOutForTest } from '../../../core/cache/signed-in.testkit';
import { freshPortalDb } from '../../../core/db/fresh-db.testkit';
import { NetworkStatus } from '../../../core/network/model/network-state';
import { appStore, Provider } from '../../../core/state/jotai';
import { NOT_SAVED_SERVER_FAILED_TEXT, SAVE_DEBOUNCE_MS } from '../model/preference-rules';
import { pendingPreferencesAtom } from '../state';
import { PreferencesView } from './PreferencesView';

const preferences: UserPreference[] = [
  { id: 2, title: 'Font Size', type: 'Number', value: '16', options: [], resolveType: null },
  { id: 5, title: 'Mobile Phone', type: 'PhoneNumber', value: '', options: [], resolveType: null },
  { id: 9, title: 'Merge Roles', type: 'Switch', value: 'false', options: [], resolveType: null },
];

/** The server: the preferences (read through the cache), and how it answers a save (PATCH). */
let saveAnswer: () => Response;
let requests: ServedRequest[];
/** The values saved (PATCH Common/UserPreferences), in order. */
const saved = () =>
  requests
    .filter((request) => request.method === 'PATCH')
    .map((request) => request.body as { title: string; value: string });

/** The preferences come through the API stand-in and IndexedDB: on a busy machine that takes seconds. */
const loaded = { timeout: 5000 };

/** Opens the view once the preferences have arrived. */
async function show() {
  render(
    <Provider store={appStore}>
      <MantineProvider env="test">
        <PreferencesView />
      </MantineProvider>
    </Provider>,
  );
  await screen.findByLabelText('Font Size', undefined, loaded);
}

/**
 * Makes a change and runs the save's pause on a fake clock, so the test never waits it out. Only
 * the debounce's clock is faked: IndexedDB (fake-indexeddb) and the request keep their own.
 */
async function changeAndPause(change: () => void) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  change();
  await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS);
  vi.useRealTimers();
}

beforeEach(() => {
  freshPortalDb();
  signInAs(1, 5);
  setNetwork(NetworkStatus.connected);
  setUpTestApi();
  saveAnswer = () => new Response(null, { status: 204 });
  requests = serveApi({
    'GET Common/UserPreferences': () => jsonAnswer(preferences),
    'PATCH Common/UserPreferences': () => saveAnswer(),
  });
});
afterEach(() => {
  vi.useRealTimers();
  cleanup();
  appStore.set(loggingOutAtom, false);
  signOutForTest();
  appStore.set(pendingPreferencesAtom, {});
  vi.restoreAllMocks();
});

describe('PreferencesView', () => {
  it('saves a number once after the user pauses, with the last value', async () => {
    await show();
    const size = screen.getByLabelText('Font Size');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(size, { target: { value: '18' } });
    fireEvent.change(size, { target: { value: '19' } });
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS - 1);
    expect(saved()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    vi.useRealTimers();
    await waitFor(() => expect(saved()).toHaveLength(1), loaded);
    expect(saved()[0]).toMatchObject({ title: 'Font Size', value: '19' });
  });

  it('sends a change still waiting for its pause at once, kept alive, when the page is left', async () => {
    await show();
    // Only the debounce's clock is faked: IndexedDB (fake-indexeddb) keeps its own scheduling.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(screen.getByLabelText('Font Size'), { target: { value: '20' } });
    window.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS - 1);
    expect(requests.filter((request) => request.method === 'PATCH')).toMatchObject([
      { body: { title: 'Font Size', value: '20' }, keepalive: true },
    ]);
    // The pause's own save does not follow: the change was sent once.
    await vi.advanceTimersByTimeAsync(1);
    expect(saved()).toHaveLength(1);
  });

  it("says at the field why the server refused a change, keeps it, and 'Try again' saves it (walkthrough 35, D3)", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    saveAnswer = () => jsonAnswer({ message: 'Preferences are locked during the audit.' }, 409);
    await show();
    const size = screen.getByLabelText('Font Size');
    await changeAndPause(() => fireEvent.change(size, { target: { value: '20' } }));

    const reason = await screen.findByRole('alert', undefined, loaded);
    expect(reason.textContent).toBe('Not saved: Preferences are locked during the audit.');
    expect(size.getAttribute('aria-invalid')).toBe('true');
    expect(size.getAttribute('aria-describedby')).toContain(reason.closest('[id]')?.id);
    expect(size).toHaveProperty('value', '20');

    saveAnswer = () => new Response(null, { status: 204 });
    fireEvent.click(screen.getByRole('button', { name: 'Try again to save Font Size' }));
    await waitFor(() => expect(saved()).toHaveLength(2), loaded);
    expect(saved()[1]).toMatchObject({ title: 'Font Size', value: '20' });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull(), loaded);
    expect(screen.queryByRole('button', { name: 'Try again to save Font Size' })).toBeNull();
    // The button went with the failure: the focus waits on the field it was about.
    expect(document.activeElement).toBe(size);
  });

  it('says plainly that the server failed (5xx), not its status line', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    saveAnswer = () => new Response('<html>Bad Gateway</html>', { status: 502, statusText: 'Bad Gateway' });
    await show();
    await changeAndPause(() =>
      fireEvent.change(screen.getByLabelText('Font Size'), { target: { value: '20' } }),
    );
    expect((await screen.findByRole('alert', undefined, loaded)).textContent).toBe(
      NOT_SAVED_SERVER_FAILED_TEXT,
    );
    expect(screen.getByRole('button', { name: 'Try again to save Font Size' })).toBeTruthy();
  });

  it("marks nothing 'Not saved' for a save dropped while signing out (S1 §4): the change stays as it was", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await show();
    // The sign-out has begun: the request layer drops the call, the sign-in page follows.
    appStore.set(loggingOutAtom, true);
    await changeAndPause(() =>
      fireEvent.change(screen.getByLabelText('Font Size'), { target: { value: '20' } }),
    );
    await waitFor(
      () =>
        expect(log).toHaveBeenCalledWith(
          "Preference 'Font Size' could not be saved",
          expect.objectContaining({ kind: 'dropped' }),
        ),
      loaded,
    );
    expect(screen.queryByText('Not saved')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText('Font Size')).toHaveProperty('value', '20');
    expect(saved()).toEqual([]);
  });

  /** Turns Merge Roles on and confirms 'Save and Sign Out' (S2 §4). */
  async function mergeRoles() {
    fireEvent.click(screen.getByLabelText('Merge Roles'));
    fireEvent.click(await screen.findByRole('button', { name: 'Save and Sign Out' }));
  }

  it("Merge Roles: a refused save says why, and 'Try again' asks again before saving and signing out", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    saveAnswer = () => jsonAnswer({ message: 'Internal Server Error' }, 500);
    await show();
    await mergeRoles();
    expect((await screen.findByRole('alert', undefined, loaded)).textContent).toBe(
      NOT_SAVED_SERVER_FAILED_TEXT,
    );
    expect(saved()).toEqual([expect.objectContaining({ title: 'Merge Roles', value: 'true' })]);
    fireEvent.click(screen.getByRole('button', { name: 'Try again to save Merge Roles' }));
    expect(await screen.findByRole('button', { name: 'Save and Sign Out' })).toBeTruthy();
    expect(saved()).toHaveLength(1);
  });

  it("Merge Roles: a save dropped while signing out (S1 §4) is not marked 'Not saved'", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await show();
    appStore.set(loggingOutAtom, true);
    await mergeRoles();
    await waitFor(
      () =>
        expect(log).toHaveBeenCalledWith(
          "Preference 'Merge Roles' could not be saved",
          expect.objectContaining({ kind: 'dropped' }),
        ),
      loaded,
    );
    expect(screen.queryByText('Not saved')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(saved()).toEqual([]);
  });

  it("shows 'Invalid Phone Number' and saves on blur only a valid number", async () => {
    await show();
    const phone = screen.getByLabelText('Mobile Phone');
    fireEvent.change(phone, { target: { value: '555' } });
    expect(screen.getByText('Invalid Phone Number')).toBeTruthy();
    fireEvent.blur(phone);
    fireEvent.change(phone, { target: { value: '555-123-4567' } });
    fireEvent.blur(phone);
    await waitFor(
      () => expect(saved()).toEqual([expect.objectContaining({ value: '555-123-4567' })]),
      loaded,
    );
  });

  it('does not send a valid phone number while it is typed, however long the pause, only on blur', async () => {
    await show();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const phone = screen.getByLabelText('Mobile Phone');
    fireEvent.change(phone, { target: { value: '555-123-4567' } });
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS * 2);
    expect(saved()).toEqual([]);
    vi.useRealTimers();
    fireEvent.blur(phone);
    await waitFor(
      () =>
        expect(saved()).toEqual([expect.objectContaining({ title: 'Mobile Phone', value: '555-123-4567' })]),
      loaded,
    );
  });

  it('going offline with the focus on a field it disables hands the focus to the offline hint, not the body', async () => {
    await show();
    const size = screen.getByLabelText('Font Size');
    size.focus();
    act(() => setNetwork(NetworkStatus.disconnected));
    expect(size).toHaveProperty('disabled', true);
    expect(document.activeElement).toBe(screen.getByRole('alert'));
  });
});
