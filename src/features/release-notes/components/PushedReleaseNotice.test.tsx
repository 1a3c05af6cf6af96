// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RELOAD_CONFIRM_TITLE } from '../../../core/pwa/useAskBeforeReload';
import { appStore, Provider } from '../../../core/state/jotai';
import { unsavedWorkAtom } from '../../../core/unsaved-work/unsaved-work-state';
import { PUSHED_RELEASE_MESSAGE, PushedReleaseNotice } from './PushedReleaseNotice';

afterEach(() => {
  cleanup();
  appStore.set(unsavedWorkAtom, []);
});

const renderNotice = (onAccept: () => Promise<void>, onReject = vi.fn()) => {
  render(
    <Provider store={appStore}>
      <MantineProvider env="test">
        <PushedReleaseNotice onAccept={onAccept} onReject={onReject} />
      </MantineProvider>
    </Provider>,
  );
  return onReject;
};

describe('PushedReleaseNotice', () => {
  it('says what the spec says, with Accept and Reject; Reject only calls back', () => {
    const onAccept = vi.fn(async () => {});
    const onReject = renderNotice(onAccept);
    expect(screen.getByText(PUSHED_RELEASE_MESSAGE)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(onReject).toHaveBeenCalledOnce();
    expect(onAccept).not.toHaveBeenCalled();
    expect(screen.queryByRole('status', { name: 'Updating the site' })).toBeNull();
  });

  it('blocks the UI while Accept resets the user and reloads', () => {
    renderNotice(() => new Promise<void>(() => {})); // the reload ends the page first
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(screen.getByRole('status', { name: 'Updating the site' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Reject' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('asks before Accept would lose unsaved work, as the update prompt does; Cancel keeps it (walkthrough 36, D4)', () => {
    const onAccept = vi.fn(() => new Promise<void>(() => {}));
    renderNotice(onAccept);
    act(() => appStore.set(unsavedWorkAtom, ['a release note edit']));
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    const question = screen.getByRole('dialog', { name: RELOAD_CONFIRM_TITLE });
    expect(question.textContent).toContain(
      'Reloading now loses a release note edit, not saved yet. Cancel keeps it, so you can save it first.',
    );
    expect(onAccept).not.toHaveBeenCalled();
    fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(onAccept).not.toHaveBeenCalled();
    expect(screen.queryByRole('status', { name: 'Updating the site' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: RELOAD_CONFIRM_TITLE })).getByRole('button', {
        name: 'Reload',
      }),
    );
    expect(onAccept).toHaveBeenCalledOnce();
    expect(screen.getByRole('status', { name: 'Updating the site' })).toBeTruthy();
  });

  it('releases the UI when the reset fails, so Accept can be tried again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderNotice(async () => {
      throw new Error('offline');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await vi.waitFor(() => expect(screen.queryByRole('status', { name: 'Updating the site' })).toBeNull());
    expect((screen.getByRole('button', { name: 'Reject' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
