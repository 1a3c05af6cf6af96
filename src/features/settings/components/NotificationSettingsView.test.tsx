// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonAnswer, serveApi, setUpTestApi } from '../../../core/api/app-api.testkit';
import { setNetwork, signInAs, signOutForTest } from '../../../core/cache/signed-in.testkit';
import { freshPortalDb } from '../../../core/db/fresh-db.testkit';
import { NetworkStatus } from '../../../core/network/model/network-state';
import { appStore, Provider } from '../../../core/state/jotai';
import { NotificationSettingsView } from './NotificationSettingsView';

/** The settings come through the API stand-in and IndexedDB: on a busy machine that can take seconds. */
const loaded = { timeout: 5000 };

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
  signOutForTest();
  vi.restoreAllMocks();
});

describe('NotificationSettingsView', () => {
  it('only logs a failed load and shows the empty state (S2 §8)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    serveApi({ 'Common/UserNotification': () => jsonAnswer({ message: 'Internal Server Error' }, 500) });
    show();
    expect(await screen.findByText('No notification settings to show.', undefined, loaded)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith(
        'Notification settings could not be loaded',
        expect.objectContaining({ message: 'Internal Server Error' }),
      ),
    );
  });
});
