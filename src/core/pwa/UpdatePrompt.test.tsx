// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appStore, Provider } from '../state/jotai';
import { pageCoveringPanelsAtom } from '../ui/shell-state';
import { unattendedScreenAtom } from '../ui/unattended';
import { unsavedWorkAtom } from '../unsaved-work/unsaved-work-state';
import { newReleaseText, UPDATE_AVAILABLE_TEXT, UpdatePrompt } from './UpdatePrompt';
import { pendingReleaseAtom, pendingUpdateAtom } from './update-controller';
import { RELOAD_CONFIRM_TITLE } from './useAskBeforeReload';

afterEach(() => {
  cleanup();
  appStore.set(pendingUpdateAtom, null);
  appStore.set(pendingReleaseAtom, undefined);
  appStore.set(unattendedScreenAtom, false);
  appStore.set(unsavedWorkAtom, []);
  appStore.set(pageCoveringPanelsAtom, 0);
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

  it('leaves the tab order while a floating panel fills the screen over it, and is back after (walkthrough 30, D3)', () => {
    renderPrompt();
    act(() => {
      appStore.set(pendingUpdateAtom, 'waiting');
      appStore.set(pageCoveringPanelsAtom, 1);
    });
    const reload = () => screen.getByRole('button', { name: 'Reload', hidden: true });
    expect(reload().closest('[inert]')).not.toBeNull();
    act(() => appStore.set(pageCoveringPanelsAtom, 0));
    expect(reload().closest('[inert]')).toBeNull();
  });

  it('asks before a Reload would lose unsaved work; Cancel keeps it, Reload goes ahead', () => {
    const onReload = renderPrompt();
    act(() => {
      appStore.set(pendingUpdateAtom, 'waiting');
      appStore.set(unsavedWorkAtom, ['your favorites edit']);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    const dialog = screen.getByRole('dialog', { name: RELOAD_CONFIRM_TITLE });
    expect(dialog.textContent).toContain('Reloading now loses your favorites edit');
    expect(onReload).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onReload).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toContain(UPDATE_AVAILABLE_TEXT);

    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    const confirm = screen
      .getAllByRole('button', { name: 'Reload' })
      .find((button) => button.closest('[role="dialog"]'));
    if (!confirm) throw new Error('No Reload in the dialog');
    fireEvent.click(confirm);
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('names the version a user knows when the waiting version says it (walkthrough 30, O1)', () => {
    renderPrompt();
    act(() => appStore.set(pendingUpdateAtom, 'waiting'));
    expect(screen.queryByText(/^Version /)).toBeNull();
    act(() => appStore.set(pendingReleaseAtom, '3.3.0'));
    // The version, as the title bar shows the running one ('v3.2.0'), not the build's internal
    // release-notes key ('What's new: release rn-3.3.0').
    expect(screen.getByText('Version 3.3.0')).toBeTruthy();
    expect(screen.getByRole('status').textContent).not.toMatch(/rn-|What's new/);
  });

  it('goes on naming the release once another tab switched to the new version (walkthrough 20, defect 2)', () => {
    renderPrompt();
    act(() => {
      appStore.set(pendingUpdateAtom, 'waiting');
      appStore.set(pendingReleaseAtom, '3.3.0');
    });
    act(() => appStore.set(pendingUpdateAtom, 'activatedElsewhere'));
    expect(screen.getByRole('status').textContent).toContain(newReleaseText('3.3.0'));
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
