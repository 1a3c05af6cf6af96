import { onSignOut } from '../../core/auth/sign-out';
import { appStore, atom } from '../../core/state/jotai';
import { markUnsavedWork } from '../../core/unsaved-work/useUnsavedWork';
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

/** How a preference change the server did not take is named where the app says it would be lost. */
export const preferenceChangeLabel = (title: string) => `your ${title} change`;

// A change marked 'Not saved' lives only in this page: it is unsaved work, so what would lose it
// says so first. A save answered 503 takes the user to the maintenance page, whose buttons start
// the app afresh; that page names it (walkthrough 7), as the update prompt's Reload and Sign Out do.
let unmarkNotSaved: (() => void)[] = [];
appStore.sub(pendingPreferencesAtom, () => {
  for (const unmark of unmarkNotSaved) unmark();
  unmarkNotSaved = Object.entries(appStore.get(pendingPreferencesAtom))
    .filter(([, change]) => change.status === 'failed')
    .map(([title]) => markUnsavedWork(preferenceChangeLabel(title)));
});
