import { atom } from '../../core/state/jotai';
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
