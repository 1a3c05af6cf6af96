import { onSignOut } from '../../core/auth/sign-out';
import { appStore, atom } from '../../core/state/jotai';
import type { PendingPreference } from './model/preference-rules';

/**
 * Preference changes the server has not confirmed, by title: shown over the cached values (and
 * applied to the appearance) until saved; a refused one stays, marked not saved (S2 §8 only logs).
 */
export const pendingPreferencesAtom = atom<Record<string, PendingPreference>>({});

/** The same for notification settings, by `settingKey`. */
export const pendingNotificationSettingsAtom = atom<
  Record<string, { checked: boolean; status: 'saving' | 'failed' }>
>({});

// Unconfirmed changes belong to the user who made them: the next one to sign in on this tab must
// not see them over their own settings, nor get their look. A save still in flight finds no entry
// and marks nothing.
onSignOut(() => {
  appStore.set(pendingPreferencesAtom, {});
  appStore.set(pendingNotificationSettingsAtom, {});
});
