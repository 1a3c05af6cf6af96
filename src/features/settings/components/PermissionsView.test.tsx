// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserDetails } from '../../../contracts/session';
import { jsonAnswer, serveApi, setUpTestApi } from '../../../core/api/app-api.testkit';
import { forgetReadWaits } from '../../../core/cache/read-through';
import { setNetwork, signInAs, signOutForTest } from '../../../core/cache/signed-in.testkit';
import { freshPortalDb } from '../../../core/db/fresh-db.testkit';
import { NetworkStatus } from '../../../core/network/model/network-state';
import { appStore, Provider } from '../../../core/state/jotai';
import { PermissionsView } from './PermissionsView';

const details: UserDetails = {
  id: 2,
  sapId: 'SAP100002',
  domainId: 'CORP\\supervisor',
  locationCode: 'LAX',
  name: 'Sam Supervisor',
  email: 'supervisor@ops-portal.example',
  jobFamilyGroup: 'Operations',
  jobFamily: 'Shift Supervision',
  roles: [{ roleId: 3, roleName: 'Supervisor' }],
  groups: ['Shift Supervisors'],
  accounts: [{ acctId: 1001, acctName: 'Chicago O’Hare' }],
  tables: [],
  appPermissions: [
    { area: 'marketrates', level: '2' },
    { area: 'helpmanagement', level: '*' },
  ],
};

/** The details come through the API stand-in and IndexedDB: on a busy machine that can take seconds. */
const loaded = { timeout: 5000 };

/** The server's answer to GET Common/SelfUserDetails (read through the cache). */
const serveDetails = (answer: () => Response) => serveApi({ 'Common/SelfUserDetails': answer });

const show = () =>
  render(
    <Provider store={appStore}>
      <MantineProvider env="test">
        <PermissionsView />
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
  forgetReadWaits();
  vi.restoreAllMocks();
});

describe('PermissionsView', () => {
  it("shows the user's details and each app permission with its level", async () => {
    serveDetails(() => jsonAnswer(details));
    show();
    const user = await screen.findByRole('table', { name: 'User details' }, loaded);
    expect(within(user).getByRole('row', { name: /Name/ }).textContent).toContain('Sam Supervisor');
    expect(within(user).getByRole('row', { name: /Tables/ }).textContent).toContain('—');
    const apps = screen.getByRole('table', { name: 'App permissions' });
    expect(within(apps).getByRole('row', { name: /marketrates/ }).textContent).toContain('Limited');
    expect(within(apps).getByRole('row', { name: /helpmanagement/ }).textContent).toContain('*');
  });

  it('only logs a failure and says the details could not be loaded, never that there are none; Try again loads them', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    let failing = true;
    serveDetails(() =>
      failing ? jsonAnswer({ message: 'Internal Server Error' }, 500) : jsonAnswer(details),
    );
    show();
    expect(await screen.findByText('Could not be loaded.', undefined, loaded)).toBeTruthy();
    expect(screen.queryByText('No permission details to show.')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith(
        'User details could not be loaded',
        expect.objectContaining({ message: 'Internal Server Error' }),
      ),
    );
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'User details' }, loaded)).toBeTruthy();
    expect(screen.queryByText('Could not be loaded.')).toBeNull();
  });

  it('after a 429 with Retry-After, says when it asks again, with Try again off until then', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serveDetails(
      () =>
        new Response(JSON.stringify({ message: 'Too many requests.' }), {
          status: 429,
          headers: { 'content-type': 'application/json', 'Retry-After': '30' },
        }),
    );
    show();
    const state = await screen.findByRole('status', undefined, loaded);
    expect(state.textContent).toMatch(/^Could not be loaded\. The server is busy; trying again at /);
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveProperty('disabled', true);
  });
});
