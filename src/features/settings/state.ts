import type { UserPreference } from '../../contracts/settings';
import { onSignOut } from '../../core/auth/sign-out';
import { appStore, atom } from '../../core/state/jotai';
import { markUnsavedWork } from '../../core/unsaved-work/useUnsavedWork';
import { type PendingPreference, savedChangesShown } from './model/preference-rules';
import type { SettingsSubTab } from './model/settings-visibility';

/**
 * The panel's view: its main entries or a sub-tab. Kept with `settingsOpenAtom`, outside the
 * panel, so a panel left open as the session expired reopens after the sign-in on the view the
 * user was in, not on the main entries (walkthrough 37, O9): the frame, and the panel with it, is
 * not drawn on the sign-in page. Closing the panel returns it to the main entries.
 */
export const settingsViewAtom = atom<'main' | SettingsSubTab>('main');

/**
 * Preference changes the server has not confirmed, by title: shown over the cached values (and
 * applied to the appearance) until saved; a refused one stays, marked not saved (S2 §8 only logs).
 */
export const pendingPreferencesAtom = atom<Record<string, PendingPreference>>({});

/**
 * Drops the saved changes `preferences` (a reader's copy) shows: from then on the copy shows them.
 * Called by the reader that has the copy in hand, in the render that draws it (AppearanceSync).
 */
export function forgetSavedChangesShown(preferences: readonly UserPreference[]): void {
  const pending = appStore.get(pendingPreferencesAtom);
  const shown = savedChangesShown(preferences, pending);
  if (shown.length === 0) return;
  appStore.set(
    pendingPreferencesAtom,
    Object.fromEntries(Object.entries(pending).filter(([title]) => !shown.includes(title))),
  );
}

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
// (one waiting for the connection too: a page left offline cannot send it)
// says so first. A save answered 503 takes the user to the maintenance page, whose buttons start
// the app afresh; that page names it (walkthrough 7), as the update prompt's Reload and Sign Out do.
let unmarkNotSaved: (() => void)[] = [];
appStore.sub(pendingPreferencesAtom, () => {
  for (const unmark of unmarkNotSaved) unmark();
  unmarkNotSaved = Object.entries(appStore.get(pendingPreferencesAtom))
    .filter(([, change]) => change.status === 'failed' || change.status === 'waiting')
    .map(([title]) => markUnsavedWork(preferenceChangeLabel(title)));
});
