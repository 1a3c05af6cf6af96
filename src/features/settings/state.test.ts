import { describe, expect, it } from 'vitest';
import { forgetUserData } from '../../core/auth/sign-out';
import { appStore } from '../../core/state/jotai';
import { pendingNotificationSettingsAtom, pendingPreferencesAtom } from './state';

describe('unconfirmed settings changes', () => {
  it('go with the user who made them: after sign-out the next user sees none of them', async () => {
    appStore.set(pendingPreferencesAtom, { 'Font Size': { value: 'Large', status: 'failed' } });
    appStore.set(pendingNotificationSettingsAtom, { releaseNotes: { checked: false, status: 'saving' } });

    await forgetUserData(7);

    expect(appStore.get(pendingPreferencesAtom)).toEqual({});
    expect(appStore.get(pendingNotificationSettingsAtom)).toEqual({});
  });
});
