// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserPreference } from '../../../contracts/settings';
import { appStore, Provider } from '../../../core/state/jotai';
import { pendingPreferencesAtom } from '../state';
import { PreferencesView } from './PreferencesView';

const preferences: UserPreference[] = [
  { id: 2, title: 'Font Size', type: 'Number', value: '16', options: [], resolveType: null },
  { id: 5, title: 'Mobile Phone', type: 'PhoneNumber', value: '', options: [], resolveType: null },
];
const savePreference = vi.fn<(preference: unknown, value: string) => Promise<void>>();
vi.mock('../data', () => ({
  savePreference: (preference: unknown, value: string) => savePreference(preference, value),
}));
vi.mock('../../../core/session/user-preferences', () => ({
  useUserPreferences: () => ({ data: preferences, isLoading: false, error: undefined }),
}));
vi.mock('../../../core/network/useNetworkStatus', () => ({
  useNetworkStatus: () => ({ isConnected: true }),
}));

const show = () =>
  render(
    <Provider store={appStore}>
      <MantineProvider env="test">
        <PreferencesView />
      </MantineProvider>
    </Provider>,
  );

afterEach(() => {
  cleanup();
  savePreference.mockReset();
  appStore.set(pendingPreferencesAtom, {});
  vi.restoreAllMocks();
});

describe('PreferencesView', () => {
  it('saves a number once after the user pauses, with the last value', async () => {
    savePreference.mockResolvedValue(undefined);
    show();
    const size = screen.getByLabelText('Font Size');
    fireEvent.change(size, { target: { value: '18' } });
    fireEvent.change(size, { target: { value: '19' } });
    await waitFor(() => expect(savePreference).toHaveBeenCalledTimes(1), { timeout: 5000 });
    expect(savePreference.mock.calls[0]?.[1]).toBe('19');
  });

  it('keeps a change the server refused on screen, marked not saved, and only logs the failure', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    savePreference.mockRejectedValue(new Error('500'));
    show();
    fireEvent.change(screen.getByLabelText('Font Size'), { target: { value: '20' } });
    expect(await screen.findByText('Not saved', undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByLabelText('Font Size')).toHaveProperty('value', '20');
    expect(log).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows 'Invalid Phone Number' and saves on blur only a valid number", async () => {
    savePreference.mockResolvedValue(undefined);
    show();
    const phone = screen.getByLabelText('Mobile Phone');
    fireEvent.change(phone, { target: { value: '555' } });
    expect(screen.getByText('Invalid Phone Number')).toBeTruthy();
    fireEvent.blur(phone);
    expect(savePreference).not.toHaveBeenCalled();
    fireEvent.change(phone, { target: { value: '555-123-4567' } });
    fireEvent.blur(phone);
    await waitFor(() => expect(savePreference).toHaveBeenCalledWith(expect.anything(), '555-123-4567'));
  });
});
