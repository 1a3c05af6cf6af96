// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error';
import { setNetwork, signInAs, signOutForTest } from '../cache/signed-in.testkit';
import { freshPortalDb } from '../db/fresh-db.testkit';
import { portalDb } from '../db/portal-db';
import { NetworkStatus } from '../network/model/network-state';
import { appStore, Provider } from '../state/jotai';
import { enqueue } from './outbox';
import { usageRecord } from './outbox.testkit';
import { replay } from './replay';
import { SyncStatus } from './SyncStatus';
import { DEAD_LETTER_NOT_CHANGED, SYNC_NOW_OFFLINE_HINT, serverAskedToWait } from './SyncStatusPopover';
import { registerSender } from './senders';

const stops: Array<() => void> = [];
beforeEach(() => {
  freshPortalDb();
  signInAs(1, 5);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(async () => {
  cleanup();
  await replay();
  for (const stop of stops.splice(0)) stop();
  signOutForTest();
  vi.restoreAllMocks();
});

/** `withToasts`: the app's toasts too (the replay's own say what was not accepted). */
function renderStatus({ withToasts = false } = {}) {
  render(
    <Provider store={appStore}>
      <MantineProvider env="test">
        {withToasts && <Notifications />}
        <SyncStatus />
      </MantineProvider>
    </Provider>,
  );
}

describe('SyncStatus', () => {
  it('shows how many records wait while offline', async () => {
    setNetwork(NetworkStatus.disconnected);
    await enqueue('usage', usageRecord(1));
    await enqueue('usage', usageRecord(2));
    renderStatus();
    await waitFor(() => screen.getByRole('button', { name: /2 to sync/ }));
    fireEvent.click(screen.getByRole('button', { name: /2 to sync/ }));
    await waitFor(() => screen.getByText('2 waiting to sync'));
    expect(screen.getByText('Last successful sync: not yet')).toBeTruthy();
  });

  it("disables 'Sync now' offline, under the offline hint, and gives it back with the connection (walkthrough 18)", async () => {
    setNetwork(NetworkStatus.disconnected);
    await enqueue('usage', usageRecord(1));
    renderStatus();
    await waitFor(() => screen.getByRole('button', { name: /1 to sync/ }));
    fireEvent.click(screen.getByRole('button', { name: /1 to sync/ }));
    const syncNow = await screen.findByRole('button', { name: 'Sync now' });
    expect((syncNow as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(SYNC_NOW_OFFLINE_HINT)).toBeTruthy();
    act(() => setNetwork(NetworkStatus.connected));
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Sync now' }) as HTMLButtonElement).disabled).toBe(false),
    );
    expect(screen.queryByText(SYNC_NOW_OFFLINE_HINT)).toBeNull();
  });

  it("disables 'Sync now' while the server's Retry-After holds the queue, saying until when (walkthrough 30, D5)", async () => {
    stops.push(
      registerSender('notificationDismissal', async () => {
        throw new ApiError('http', 'Down for maintenance', 503, 60_000);
      }),
    );
    setNetwork(NetworkStatus.connected);
    await enqueue('notificationDismissal', { id: 1 });
    await replay();
    renderStatus();
    fireEvent.click(await waitFor(() => screen.getByRole('button', { name: /1 to sync|Retrying/ })));
    const syncNow = await screen.findByRole('button', { name: 'Sync now' });
    await waitFor(() => expect((syncNow as HTMLButtonElement).disabled).toBe(true));
    // Until the end of the wait the server asked for, which the record keeps.
    const [held] = await portalDb().outbox.toArray();
    expect(held?.notBefore).toBeGreaterThan(Date.now());
    expect(screen.getByText(serverAskedToWait(held?.notBefore ?? 0))).toBeTruthy();
    // The hold ends by itself when its moment passes (useBefore.test.tsx).
  });

  it('counts a record from the moment it is handed over, its payload still on its way, until the server took it', async () => {
    setNetwork(NetworkStatus.disconnected);
    renderStatus();
    await waitFor(() => screen.getByRole('button', { name: /Synced/ }));
    let payloadKnown: (record: ReturnType<typeof usageRecord>) => void = () => {};
    const queued = enqueue(
      'usage',
      new Promise<ReturnType<typeof usageRecord>>((resolve) => {
        payloadKnown = resolve;
      }),
    );
    // Not stored yet (its payload is not even known): it waits all the same.
    await waitFor(() => screen.getByRole('button', { name: /1 to sync/ }));
    payloadKnown(usageRecord(1));
    await queued;
    await waitFor(() => screen.getByRole('button', { name: /1 to sync/ }));

    // A record the outbox refuses (an invalid payload) leaves the count again.
    const refused = enqueue(
      'usage',
      Promise.resolve({ nonsense: true } as unknown as ReturnType<typeof usageRecord>),
    );
    await expect(refused).rejects.toThrow();
    await waitFor(() => screen.getByRole('button', { name: /1 to sync/ }));
    expect(screen.queryByRole('button', { name: /2 to sync/ })).toBeNull();
  });

  it('with nothing ever queued says so, instead of a last sync that has "not yet" happened', async () => {
    setNetwork(NetworkStatus.connected);
    renderStatus();
    fireEvent.click(await waitFor(() => screen.getByRole('button', { name: /Synced/ })));
    await waitFor(() => screen.getByText('All changes synced'));
    expect(screen.getByText('No change has had to wait for a connection yet.')).toBeTruthy();
    expect(screen.queryByText('Last successful sync: not yet')).toBeNull();
  });

  it('claims nothing before the queue has been read (never a false Synced)', async () => {
    setNetwork(NetworkStatus.disconnected);
    await enqueue('usage', usageRecord(1));
    renderStatus();
    expect(screen.queryByRole('button', { name: /Synced/ })).toBeNull();
    await waitFor(() => screen.getByRole('button', { name: /1 to sync/ }));
  });

  it('on a phone shows a cloud and the count, and keeps the full name, as its tooltip too', async () => {
    const matchMedia = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ ...matchMedia(query), matches: true }));
    setNetwork(NetworkStatus.disconnected);
    await enqueue('usage', usageRecord(1));
    await enqueue('usage', usageRecord(2));
    renderStatus();
    const button = await waitFor(() => screen.getByRole('button', { name: '2 to sync' }));
    expect(button.textContent).toBe('2');
    expect(button.getAttribute('title')).toBe('2 to sync');
  });

  it('shows the last successful sync and the rejected records with their reason', async () => {
    let reject = false;
    stops.push(
      registerSender('notificationDismissal', async () => {
        if (reject) throw new ApiError('http', 'Unknown app', 422);
      }),
    );
    setNetwork(NetworkStatus.connected);
    await enqueue('notificationDismissal', { id: 1 });
    await replay();
    reject = true;
    await enqueue('notificationDismissal', { id: 2 });
    await replay();
    renderStatus();
    const button = await waitFor(() => screen.getByRole('button', { name: /Synced, 1 not accepted/ }));
    fireEvent.click(button);
    await waitFor(() => screen.getByText('422: Unknown app'));
    expect(screen.getByText(/not accepted \(/)).toBeTruthy();
    expect(screen.queryByText('Last successful sync: not yet')).toBeNull();
    // Nothing waits, but one change did not go through: not 'All changes synced' above it.
    expect(screen.getByText('Nothing waiting to sync')).toBeTruthy();
    expect(screen.queryByText('All changes synced')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByText('422: Unknown app')).toBeNull());
  });

  it("says so when 'Send again' cannot write to the device (storage full), and keeps the record", async () => {
    stops.push(
      registerSender('notificationDismissal', async () => {
        throw new ApiError('http', 'Unknown app', 422);
      }),
    );
    setNetwork(NetworkStatus.connected);
    await enqueue('notificationDismissal', { id: 2 });
    await replay();
    const full = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    portalDb().outbox.hook('creating', full);
    stops.push(() => portalDb().outbox.hook('creating').unsubscribe(full));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderStatus({ withToasts: true });
    fireEvent.click(await waitFor(() => screen.getByRole('button', { name: /1 not accepted/ })));

    fireEvent.click(await screen.findByRole('button', { name: 'Send again' }));
    expect(await screen.findByText(DEAD_LETTER_NOT_CHANGED)).toBeTruthy();
    expect(screen.getByText('Not sent again')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send again' })).toBeTruthy();
  });
});
