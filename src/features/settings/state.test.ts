import { describe, expect, it } from 'vitest';
import { forgetUserData } from '../../core/auth/sign-out';
import { appStore } from '../../core/state/jotai';
import { unsavedWorkAtom } from '../../core/unsaved-work/unsaved-work-state';
import { pendingNotificationSettingsAtom, pendingPreferencesAtom } from './state';

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
});
