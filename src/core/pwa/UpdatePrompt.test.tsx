// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appStore, Provider } from '../state/jotai';
import { unattendedScreenAtom } from '../ui/unattended';
import { UPDATE_AVAILABLE_TEXT, UpdatePrompt } from './UpdatePrompt';
import { pendingUpdateAtom } from './update-controller';

afterEach(() => {
  cleanup();
  appStore.set(pendingUpdateAtom, null);
  appStore.set(unattendedScreenAtom, false);
});

function renderPrompt() {
  const onReload = vi.fn();
  render(
    <Provider store={appStore}>
      <MantineProvider env="test">
        <UpdatePrompt onReload={onReload} />
      </MantineProvider>
    </Provider>,
  );
  return onReload;
}

describe('UpdatePrompt', () => {
  it('shows nothing while the app is up to date', () => {
    renderPrompt();
    expect(screen.queryByText(UPDATE_AVAILABLE_TEXT)).toBeNull();
  });

  it('announces a new version and reloads only when asked', () => {
    const onReload = renderPrompt();
    act(() => appStore.set(pendingUpdateAtom, 'waiting'));
    expect(screen.getByRole('status').textContent).toContain(UPDATE_AVAILABLE_TEXT);
    expect(onReload).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('can be put off, and comes back when another tab switches versions', () => {
    renderPrompt();
    act(() => appStore.set(pendingUpdateAtom, 'waiting'));
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByText(UPDATE_AVAILABLE_TEXT)).toBeNull();
    act(() => appStore.set(pendingUpdateAtom, 'activatedElsewhere'));
    expect(screen.getByText(UPDATE_AVAILABLE_TEXT)).toBeTruthy();
  });

  it('stays hidden on a wall display, which takes the version by itself', () => {
    appStore.set(unattendedScreenAtom, true);
    renderPrompt();
    act(() => appStore.set(pendingUpdateAtom, 'waiting'));
    expect(screen.queryByText(UPDATE_AVAILABLE_TEXT)).toBeNull();
  });
});
