// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authUser } from '../../../test/fixtures/shell-builders';
import { setSession } from '../../core/auth/session-state';
import { appStore, Provider } from '../../core/state/jotai';
import { releaseNotesOpeningAtom } from '../../core/ui/release-notes-request';
import { useVersionUpdatedTrigger } from './useVersionUpdatedTrigger';
import { readVersionUpdated } from './version-updated-flag';

const wrapper = ({ children }: { children: ReactNode }) => <Provider store={appStore}>{children}</Provider>;
const signInWithVersion = (userId: number, value: string) =>
  setSession({
    user: authUser({ id: userId, claims: [{ claimType: 'Version', claimValue: value }] }),
    refreshToken: 'refresh',
    expiresAt: Date.now() + 3_600_000,
  });

beforeEach(() => {
  localStorage.clear();
  appStore.set(releaseNotesOpeningAtom, null);
});
afterEach(() => {
  cleanup();
  setSession(undefined);
});

describe('useVersionUpdatedTrigger', () => {
  it('opens the notes once for an updated Version claim, and stores the flag', () => {
    signInWithVersion(6, '3.2.0||rn-3.2.0||true');
    const first = renderHook(() => useVersionUpdatedTrigger(), { wrapper });
    expect(appStore.get(releaseNotesOpeningAtom)).toBe('versionUpdated');
    expect(readVersionUpdated(6)).toBe(true);
    first.unmount();

    expect(appStore.get(releaseNotesOpeningAtom)).toBeNull();
    renderHook(() => useVersionUpdatedTrigger(), { wrapper });
    expect(appStore.get(releaseNotesOpeningAtom)).toBeNull();
  });

  it('keeps the flag per user, and resets it when the claim says no update', () => {
    signInWithVersion(6, '3.2.0||rn-3.2.0||true');
    renderHook(() => useVersionUpdatedTrigger(), { wrapper });
    act(() => signInWithVersion(7, '3.2.0||rn-3.2.0||true'));
    expect(appStore.get(releaseNotesOpeningAtom)).toBe('versionUpdated');
    expect(readVersionUpdated(7)).toBe(true);

    act(() => signInWithVersion(6, '3.3.0||rn-3.3.0||false'));
    expect(appStore.get(releaseNotesOpeningAtom)).toBeNull();
    expect(readVersionUpdated(6)).toBe(false);
  });

  it('does nothing without a Version claim flag', () => {
    signInWithVersion(1, '3.2.0||rn-3.2.0||false');
    renderHook(() => useVersionUpdatedTrigger(), { wrapper });
    expect(appStore.get(releaseNotesOpeningAtom)).toBeNull();
    expect(readVersionUpdated(1)).toBeUndefined();
  });
});
