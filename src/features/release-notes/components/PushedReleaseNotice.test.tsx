// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PUSHED_RELEASE_MESSAGE, PushedReleaseNotice } from './PushedReleaseNotice';

afterEach(cleanup);

const renderNotice = (onAccept: () => Promise<void>, onReject = vi.fn()) => {
  render(
    <MantineProvider env="test">
      <PushedReleaseNotice onAccept={onAccept} onReject={onReject} />
    </MantineProvider>,
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
