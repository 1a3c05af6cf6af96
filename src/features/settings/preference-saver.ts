import type { UserPreference } from '../../contracts/settings';
import { appStore } from '../../core/state/jotai';
import { savePreference } from './data';
import { marksNotSaved, type PendingPreference, SAVE_DEBOUNCE_MS } from './model/preference-rules';
import { pendingPreferencesAtom } from './state';

/**
 * Saves preference changes outside React, so a change still waiting for its debounce is saved even
 * when the panel closes. One timer per title: a newer change of the same preference replaces it.
 */
const timers = new Map<string, ReturnType<typeof setTimeout>>();

function setPending(title: string, change: PendingPreference | undefined) {
  const { [title]: _previous, ...others } = appStore.get(pendingPreferencesAtom);
  appStore.set(pendingPreferencesAtom, change ? { ...others, [title]: change } : others);
}

/**
 * Saves now. A failure is only logged (S2 §8); the value stays, marked not saved, unless the call
 * was dropped while signing out (no failure: the value stays as it was, unmarked).
 */
export async function savePreferenceNow(
  preference: Pick<UserPreference, 'title' | 'type'>,
  value: string,
): Promise<boolean> {
  clearTimeout(timers.get(preference.title));
  timers.delete(preference.title);
  setPending(preference.title, { value, status: 'saving' });
  try {
    await savePreference(preference, value);
    // A newer change made meanwhile stays pending; only this value is confirmed.
    if (appStore.get(pendingPreferencesAtom)[preference.title]?.value === value)
      setPending(preference.title, undefined);
    return true;
  } catch (error) {
    console.error(`Preference '${preference.title}' could not be saved`, error);
    if (marksNotSaved(error) && appStore.get(pendingPreferencesAtom)[preference.title]?.value === value)
      setPending(preference.title, { value, status: 'failed' });
    return false;
  }
}

/** Shows the value at once and saves it once the user has paused (S2 §5 "debounced change"). */
export function savePreferenceSoon(preference: Pick<UserPreference, 'title' | 'type'>, value: string): void {
  clearTimeout(timers.get(preference.title));
  setPending(preference.title, { value, status: 'saving' });
  timers.set(
    preference.title,
    setTimeout(() => void savePreferenceNow(preference, value), SAVE_DEBOUNCE_MS),
  );
}

/** Shows a value without saving it yet (a phone number being typed: it is saved on blur, if valid). */
export function holdPreference(title: string, value: string): void {
  clearTimeout(timers.get(title));
  timers.delete(title);
  setPending(title, { value, status: 'editing' });
}
