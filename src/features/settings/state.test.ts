import { describe, expect, it } from 'vitest';
import type { UserPreference } from '../../contracts/settings';
import { forgetUserData } from '../../core/auth/sign-out';
import { appStore } from '../../core/state/jotai';
import { unsavedWorkAtom } from '../../core/unsaved-work/unsaved-work-state';
import { forgetSavedChangesShown, pendingNotificationSettingsAtom, pendingPreferencesAtom } from './state';

describe('unconfirmed settings changes', () => {
  it('go with the user who made them: after sign-out the next user sees none of them', async () => {
    appStore.set(pendingPreferencesAtom, { 'Font Size': { value: 'Large', status: 'failed' } });
    appStore.set(pendingNotificationSettingsAtom, { releaseNotes: { checked: false, status: 'saving' } });

    await forgetUserData(7);

    expect(appStore.get(pendingPreferencesAtom)).toEqual({});
    expect(appStore.get(pendingNotificationSettingsAtom)).toEqual({});
    expect(appStore.get(unsavedWorkAtom)).toEqual([]);
  });

  it("a change marked 'Not saved' is unsaved work, named as the user would, until saved or gone", () => {
    appStore.set(unsavedWorkAtom, ['your favorites edit']);
    appStore.set(pendingPreferencesAtom, { 'Font Size': { value: '20', status: 'saving' } });
    expect(appStore.get(unsavedWorkAtom)).toEqual(['your favorites edit']);

    appStore.set(pendingPreferencesAtom, { 'Font Size': { value: '20', status: 'failed' } });
    expect(appStore.get(unsavedWorkAtom)).toEqual(['your favorites edit', 'your Font Size change']);

    appStore.set(pendingPreferencesAtom, {
      'Font Size': { value: '20', status: 'failed' },
      Theme: { value: 'dark', status: 'failed' },
    });
    expect(appStore.get(unsavedWorkAtom)).toEqual([
      'your favorites edit',
      'your Font Size change',
      'your Theme change',
    ]);

    appStore.set(pendingPreferencesAtom, { Theme: { value: 'dark', status: 'saving' } });
    expect(appStore.get(unsavedWorkAtom)).toEqual(['your favorites edit']);
    appStore.set(pendingPreferencesAtom, {});
    appStore.set(unsavedWorkAtom, []);
  });

  it('a saved change leaves once a reader’s copy shows it, not before (walkthrough 14, D3)', () => {
    const copy = (size: string): UserPreference[] => [
      { id: 2, title: 'Font Size', type: 'Number', value: size, options: [], resolveType: null },
    ];
    appStore.set(pendingPreferencesAtom, {
      'Font Size': { value: '20', status: 'saved' },
      Theme: { value: 'dark', status: 'saving' },
    });

    forgetSavedChangesShown(copy('16')); // read before the save was written
    expect(appStore.get(pendingPreferencesAtom)['Font Size']).toEqual({ value: '20', status: 'saved' });

    forgetSavedChangesShown(copy('20'));
    expect(appStore.get(pendingPreferencesAtom)).toEqual({ Theme: { value: 'dark', status: 'saving' } });
    appStore.set(pendingPreferencesAtom, {});
  });
});
