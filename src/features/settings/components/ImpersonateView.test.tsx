// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authUser } from '../../../../test/fixtures/shell-builders';
import { jsonAnswer, serveApi, setUpTestApi } from '../../../core/api/app-api.testkit';
import { loggingOutAtom, setSession } from '../../../core/auth/session-state';
import { setNetwork, signInAs, signOutForTest } from '../../../core/cache/signed-in.testkit';
import { freshPortalDb } from '../../../core/db/fresh-db.testkit';
import { NetworkStatus } from '../../../core/network/model/network-state';
import { appStore, Provider } from '../../../core/state/jotai';
import { SEARCH_DEBOUNCE_MS } from '../../../core/ui/search-debounce';
import { markUnsavedWork } from '../../../core/unsaved-work/useUnsavedWork';
import { ImpersonateView } from './ImpersonateView';

/** On a busy machine the answer, through the request layer and IndexedDB, can take a while. */
const answered = { timeout: 5000 };
const OFFLINE_TEXT =
  'The list of users cannot be loaded while offline. It will load once the connection is back.';
const vic = { value: '7', title: 'Vic Viewer', subtitle: 'OpsBox' };

let answer: () => Response;

/**
 * Does what starts a search (the view asks SEARCH_DEBOUNCE_MS after it) and runs that pause on a
 * fake clock, so no test waits it out. Only the pause's clock is faked: IndexedDB and the request
 * keep their own scheduling.
 */
async function thenSearch(action: () => unknown) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  try {
    act(() => {
      action();
    });
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
  } finally {
    vi.useRealTimers();
  }
}

const renderView = () =>
  render(
    <Provider store={appStore}>
      <MantineProvider env="test">
        <ImpersonateView kind="user" />
      </MantineProvider>
    </Provider>,
  );
/** Shows the view and lets its first search leave. */
const show = () => thenSearch(renderView);
/** The signed-in user (1) impersonating Vic (7): the server's UserId claim. */
function impersonatingVic() {
  setSession({
    user: authUser({ id: 1, selectedAccountId: 1001, claims: [{ claimType: 'UserId', claimValue: '7' }] }),
    refreshToken: 'refresh-1',
    expiresAt: Date.now() + 3_600_000,
  });
}
const resetButton = () => screen.getByRole('button', { name: 'Reset Impersonation' });
const users = () => within(screen.getByRole('navigation', { name: 'Users' })).getAllByRole('button');

beforeEach(() => {
  freshPortalDb();
  signInAs(1, 1001);
  setNetwork(NetworkStatus.connected);
  setUpTestApi();
  answer = () => jsonAnswer([vic]);
  serveApi({ 'POST Common/UserOptions': () => answer() });
});
afterEach(() => {
  cleanup();
  appStore.set(loggingOutAtom, false);
  signOutForTest();
  setNetwork(NetworkStatus.connected);
  vi.restoreAllMocks();
});

describe('ImpersonateView', () => {
  it('lists the users, and says "No matches." only when the server found nobody', async () => {
    await show();
    await screen.findByRole('navigation', { name: 'Users' }, answered);
    expect(users()).toHaveLength(1);
    answer = () => jsonAnswer([]);
    await thenSearch(() =>
      fireEvent.change(screen.getByLabelText('Search users'), { target: { value: 'nobody' } }),
    );
    await screen.findByText('No matches.', {}, answered);
  });

  it('offline, says the list needs a connection (never "No matches."), and loads it once back', async () => {
    setNetwork(NetworkStatus.disconnected);
    renderView();
    expect((await screen.findByText(OFFLINE_TEXT)).getAttribute('role')).toBe('status');
    expect(screen.queryByText('No matches.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();

    await thenSearch(() => setNetwork(NetworkStatus.connected));
    await screen.findByRole('navigation', { name: 'Users' }, answered);
    expect(users()).toHaveLength(1);
    expect(screen.queryByText(OFFLINE_TEXT)).toBeNull();
  });

  it('a server error says the list could not be loaded, logs it, and Try again asks again', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    answer = () => jsonAnswer({ message: 'The directory is busy' }, 500);
    await show();
    const alert = await screen.findByRole('alert', {}, answered);
    expect(alert.textContent).toBe('The list of users could not be loaded. Please try again.');
    expect(screen.queryByText('No matches.')).toBeNull();
    expect(log).toHaveBeenCalledWith('The list to impersonate could not be loaded', expect.any(Error));

    answer = () => jsonAnswer([vic]);
    await thenSearch(() => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    await screen.findByRole('navigation', { name: 'Users' }, answered);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offline, Reset Impersonation is off with the reason beside it, and on again once back', async () => {
    impersonatingVic();
    setNetwork(NetworkStatus.disconnected);
    renderView();
    // Offline the list is not loaded: the user is named by id.
    expect(screen.getByText('Impersonating', { exact: false }).textContent).toBe('Impersonating user 7');
    const reset = resetButton();
    expect(reset.hasAttribute('disabled')).toBe(true);
    const hint = document.getElementById(reset.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('Resetting needs a connection: the server ends the impersonation.');

    await thenSearch(() => setNetwork(NetworkStatus.connected));
    await screen.findByRole('navigation', { name: 'Users' }, answered);
    expect(resetButton().hasAttribute('disabled')).toBe(false);
    expect(resetButton().getAttribute('aria-describedby')).toBeNull();
  });

  it('a refused reset says nothing changed, keeps the impersonation, and can be tried again', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    impersonatingVic();
    serveApi({
      'POST Common/UserOptions': () => answer(),
      'PUT Common/ImpersonatedUser': () => jsonAnswer({ message: 'Not now' }, 500),
    });
    await show();
    await screen.findByRole('navigation', { name: 'Users' }, answered);
    fireEvent.click(resetButton());
    const alert = await screen.findByRole('alert', {}, answered);
    expect(alert.textContent).toBe('Impersonation could not be changed. Please try again.');
    expect(log).toHaveBeenCalledWith('Impersonation could not be changed', expect.any(Error));
    expect(screen.getByText('Impersonating', { exact: false }).textContent).toContain('Vic Viewer');
    expect(resetButton().hasAttribute('disabled')).toBe(false);
  });

  it('asks before a change would lose unsaved work: Cancel changes nothing, Change Now goes ahead (walkthrough 37, D5)', async () => {
    const unmark = markUnsavedWork('a release note edit');
    const sent: unknown[] = [];
    serveApi({
      'POST Common/UserOptions': () => answer(),
      'PUT Common/ImpersonatedUser': (request) => {
        sent.push(request.body);
        return jsonAnswer({ message: 'Not now' }, 500);
      },
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      await show();
      await screen.findByRole('navigation', { name: 'Users' }, answered);
      fireEvent.click(users()[0] as HTMLElement);
      const dialog = await screen.findByRole('dialog', { name: 'Change the impersonation now?' });
      expect(dialog.textContent).toContain(
        'Changing the impersonation loads every open tab of the portal again and loses a release note edit, not saved yet.',
      );
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(sent).toEqual([]);
      fireEvent.click(users()[0] as HTMLElement);
      const again = await screen.findByRole('dialog', { name: 'Change the impersonation now?' });
      fireEvent.click(within(again).getByRole('button', { name: 'Change Now' }));
      await waitFor(() => expect(sent).toHaveLength(1), answered);
    } finally {
      unmark();
    }
  });

  it('a reset dropped while signing out shows no failure, and keeps the impersonation (S1 §4)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    impersonatingVic();
    await show();
    await screen.findByRole('navigation', { name: 'Users' }, answered);
    // The sign-out has begun: the request layer drops the call, the sign-in page follows.
    appStore.set(loggingOutAtom, true);
    fireEvent.click(resetButton());
    await waitFor(
      () =>
        expect(log).toHaveBeenCalledWith(
          'Impersonation could not be changed',
          expect.objectContaining({ kind: 'dropped' }),
        ),
      answered,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('could not be changed', { exact: false })).toBeNull();
    expect(screen.getByText('Impersonating', { exact: false }).textContent).toContain('Vic Viewer');
    await waitFor(() => expect(resetButton().hasAttribute('disabled')).toBe(false));
  });

  it('a list search dropped while signing out shows no failure: the list stays as it was', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await show();
    await screen.findByRole('navigation', { name: 'Users' }, answered);
    appStore.set(loggingOutAtom, true);
    await thenSearch(() =>
      fireEvent.change(screen.getByLabelText('Search users'), { target: { value: 'vic' } }),
    );
    await waitFor(
      () =>
        expect(log).toHaveBeenCalledWith(
          'The list to impersonate could not be loaded',
          expect.objectContaining({ kind: 'dropped' }),
        ),
      answered,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(users()).toHaveLength(1);
  });
});
