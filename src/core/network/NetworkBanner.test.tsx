// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appStore, Provider } from '../state/jotai';
import { NetworkStatus } from './model/network-state';
import { DISCONNECTED_TEXT, DISCONNECTED_TITLE, NetworkBanner } from './NetworkBanner';
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
    expect(screen.getByRole('status').textContent).toContain(DISCONNECTED_TEXT);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Connecting' }).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Retry Connection' })).toBeNull();
  });

  it('goes away when the connection comes back', () => {
    show(NetworkStatus.disconnected);
    act(() => appStore.set(networkStateAtom, { status: NetworkStatus.connected, failedProbes: 0 }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
