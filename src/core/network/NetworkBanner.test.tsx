// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appStore, Provider } from '../state/jotai';
import { NetworkStatus } from './model/network-state';
import {
  CONNECTED_STATUS,
  CONNECTING_STATUS,
  DISCONNECTED_TEXT,
  DISCONNECTED_TITLE,
  NetworkBanner,
} from './NetworkBanner';
import { networkStateAtom } from './network-monitor';

afterEach(() => {
  cleanup();
  appStore.set(networkStateAtom, { status: NetworkStatus.connected, failedProbes: 0 });
});

function show(status: NetworkStatus, onRetry = vi.fn()) {
  appStore.set(networkStateAtom, { status, failedProbes: 0 });
  render(
    <Provider store={appStore}>
      <MantineProvider env="test">
        <NetworkBanner onRetry={onRetry} />
      </MantineProvider>
    </Provider>,
  );
  return onRetry;
}

describe('NetworkBanner', () => {
  it('shows nothing while connected', () => {
    show(NetworkStatus.connected);
    expect(screen.queryByText(DISCONNECTED_TITLE)).toBeNull();
  });

  it('shows the texts and Retry Connection when disconnected, which retries at once', () => {
    const onRetry = show(NetworkStatus.disconnected);
    expect(screen.getByRole('alert').textContent).toContain(DISCONNECTED_TITLE);
    expect(screen.getByText(DISCONNECTED_TEXT)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry Connection' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows an inactive Connecting button while connecting', () => {
    show(NetworkStatus.connecting);
    expect(screen.getByText(DISCONNECTED_TEXT)).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Connecting' }).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Retry Connection' })).toBeNull();
  });

  it('says nothing while connected from the start', () => {
    show(NetworkStatus.connected);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('makes heard only what changes as the connection comes back: Connecting…, then Connected again. (walkthrough 32, O3)', () => {
    show(NetworkStatus.disconnected);
    // The loss is the alert; the polite status is there already, empty, so its changes are heard.
    expect(screen.getByRole('alert').textContent).toContain(DISCONNECTED_TEXT);
    expect(screen.getByRole('status').textContent).toBe('');
    // Connecting: the banner stays, no longer a live region; the status says only this. It was
    // the whole banner, heard as 'Disconnected from the network … Connecting'.
    act(() => appStore.set(networkStateAtom, { status: NetworkStatus.connecting, failedProbes: 0 }));
    expect(screen.getByText(DISCONNECTED_TITLE).closest('[role="status"], [role="alert"]')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe(CONNECTING_STATUS);
    // Connected: the banner goes, and the return is heard.
    act(() => appStore.set(networkStateAtom, { status: NetworkStatus.connected, failedProbes: 0 }));
    expect(screen.queryByText(DISCONNECTED_TITLE)).toBeNull();
    expect(screen.getByRole('status').textContent).toBe(CONNECTED_STATUS);
    // Lost again: the alert alone speaks, and the next return is a change of the status again.
    act(() => appStore.set(networkStateAtom, { status: NetworkStatus.disconnected, failedProbes: 1 }));
    expect(screen.getByRole('status').textContent).toBe('');
    act(() => appStore.set(networkStateAtom, { status: NetworkStatus.connected, failedProbes: 0 }));
    expect(screen.getByRole('status').textContent).toBe(CONNECTED_STATUS);
  });

  it('goes away when the connection comes back', () => {
    show(NetworkStatus.disconnected);
    act(() => appStore.set(networkStateAtom, { status: NetworkStatus.connected, failedProbes: 0 }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
