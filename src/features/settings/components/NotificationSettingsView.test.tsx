// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NotificationPreference } from '../../../contracts/settings';
import { jsonAnswer, type ServedRequest, serveApi, setUpTestApi } from '../../../core/api/app-api.testkit';
import { loggingOutAtom } from '../../../core/auth/session-state';
import { forgetReadWaits } from '../../../core/cache/read-through';
import { setNetwork, signInAs, signOutForTest } from '../../../core/cache/signed-in.testkit';
import { freshPortalDb } from '../../../core/db/fresh-db.testkit';
import { NetworkStatus } from '../../../core/network/model/network-state';
import { appStore, Provider } from '../../../core/state/jotai';
import { pendingNotificationSettingsAtom } from '../state';
import { NotificationSettingsView } from './NotificationSettingsView';

/** The settings come through the API stand-in and IndexedDB: on a busy machine that can take seconds. */
const loaded = { timeout: 5000 };

const settings: NotificationPreference[] = [{ category: 'Alert', title: 'Fleet alerts', checked: false }];

/** Serves the settings; a toggle (PATCH) is answered by `saveAnswer`. Returns the requests. */
function serveSettings(saveAnswer: () => Response): ServedRequest[] {
  return serveApi({
    'GET Common/UserNotification': () => jsonAnswer(settings),
    'PATCH Common/UserNotification': () => saveAnswer(),
  });
}

const show = () =>
  render(
    <Provider store={appStore}>
      <MantineProvider env="test">
        <NotificationSettingsView />
      </MantineProvider>
    </Provider>,
  );

beforeEach(() => {
  freshPortalDb();
  signInAs(2, 1001);
  setNetwork(NetworkStatus.connected);
  setUpTestApi();
});
afterEach(() => {
  cleanup();
  appStore.set(loggingOutAtom, false);
  appStore.set(pendingNotificationSettingsAtom, {});
  signOutForTest();
  forgetReadWaits();
  vi.restoreAllMocks();
});

describe('NotificationSettingsView', () => {
  it('only logs a failed load and says the settings could not be loaded (not that there are none); Try again loads them', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    let failing = true;
    serveApi({
      'GET Common/UserNotification': () =>
        failing ? jsonAnswer({ message: 'Internal Server Error' }, 500) : jsonAnswer(settings),
    });
    show();
    expect(await screen.findByText('Could not be loaded.', undefined, loaded)).toBeTruthy();
    expect(screen.queryByText('No notification settings to show.')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith(
        'Notification settings could not be loaded',
        expect.objectContaining({ message: 'Internal Server Error' }),
      ),
    );
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('switch', { name: 'Fleet alerts' }, loaded)).toBeTruthy();
  });

  it('offline with nothing on the device, says the settings load once connected, and loads them then', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serveSettings(() => new Response(null, { status: 204 }));
    setNetwork(NetworkStatus.disconnected);
    show();
    expect((await screen.findByRole('alert', undefined, loaded)).textContent).toBe(
      'Your notification settings cannot be loaded while offline. They will load once the connection is back.',
    );
    expect(screen.queryByText('No notification settings to show.')).toBeNull();
    act(() => setNetwork(NetworkStatus.connected));
    expect(await screen.findByRole('switch', { name: 'Fleet alerts' }, loaded)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("keeps a toggle the server refused, marked 'Not saved', and only logs the failure", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const requests = serveSettings(() => jsonAnswer({ message: 'Internal Server Error' }, 500));
    show();
    fireEvent.click(await screen.findByLabelText('Fleet alerts', undefined, loaded));
    expect(await screen.findByText('Not saved', undefined, loaded)).toBeTruthy();
    // The mark is inside the switch's label: its name is now 'Fleet alerts Not saved'.
    expect(screen.getByRole('switch', { name: /^Fleet alerts/ })).toHaveProperty('checked', true);
    expect(requests.filter((request) => request.method === 'PATCH')).toHaveLength(1);
    expect(logged).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("marks nothing 'Not saved' for a toggle dropped while signing out (S1 §4): the switch stays as chosen", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const requests = serveSettings(() => new Response(null, { status: 204 }));
    show();
    const fleet = await screen.findByLabelText('Fleet alerts', undefined, loaded);
    // The sign-out has begun: the request layer drops the call, the sign-in page follows.
    appStore.set(loggingOutAtom, true);
    fireEvent.click(fleet);
    await waitFor(
      () =>
        expect(logged).toHaveBeenCalledWith(
          "Notification setting 'Fleet alerts' could not be saved",
          expect.objectContaining({ kind: 'dropped' }),
        ),
      loaded,
    );
    expect(screen.queryByText('Not saved')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText('Fleet alerts')).toHaveProperty('checked', true);
    expect(requests.filter((request) => request.method === 'PATCH')).toHaveLength(0);
  });

  it('going offline with the focus on a switch it disables hands the focus to the offline hint; the hint going with it, to the view', async () => {
    serveSettings(() => new Response(null, { status: 204 }));
    show();
    const fleet = await screen.findByRole('switch', { name: 'Fleet alerts' }, loaded);
    fleet.focus();
    act(() => setNetwork(NetworkStatus.disconnected));
    const hint = screen.getByRole('alert');
    expect(fleet).toHaveProperty('disabled', true);
    // Not the page's body: in the Settings drawer the next Tab left the modal (walkthrough 32, D1).
    expect(document.activeElement).toBe(hint);
    act(() => setNetwork(NetworkStatus.connected));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Notifications' }));
  });
});
