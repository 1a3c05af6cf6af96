import type { UserPreference } from '../../contracts/settings';
import { onPageLeave } from '../../core/page-leave';
import { appStore } from '../../core/state/jotai';
import { savePreference } from './data';
import { marksNotSaved, type PendingPreference, SAVE_DEBOUNCE_MS } from './model/preference-rules';
import { pendingPreferencesAtom } from './state';

type SavedPreference = Pick<UserPreference, 'title' | 'type'>;

/**
 * Saves preference changes outside React, so a change still waiting for its debounce is saved even
 * when the panel closes. One waiting save per title: a newer change of the same preference
 * replaces it.
 */
const waiting = new Map<
  string,
  { timer: ReturnType<typeof setTimeout>; preference: SavedPreference; value: string }
>();

/** Valid values typed into a field that saves on blur (a phone number): sent if the page goes first. */
const held = new Map<string, { preference: SavedPreference; value: string }>();

function stopWaiting(title: string) {
  clearTimeout(waiting.get(title)?.timer);
  waiting.delete(title);
  held.delete(title);
}

function setPending(title: string, change: PendingPreference | undefined) {
  const { [title]: _previous, ...others } = appStore.get(pendingPreferencesAtom);
  appStore.set(pendingPreferencesAtom, change ? { ...others, [title]: change } : others);
}

/**
 * Saves now. A failure is only logged (S2 §8); the value stays, marked not saved, unless the call
 * was dropped while signing out (no failure: the value stays as it was, unmarked).
 */
export async function savePreferenceNow(preference: SavedPreference, value: string): Promise<boolean> {
  stopWaiting(preference.title);
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
export function savePreferenceSoon(preference: SavedPreference, value: string): void {
  stopWaiting(preference.title);
  setPending(preference.title, { value, status: 'saving' });
  waiting.set(preference.title, {
    timer: setTimeout(() => void savePreferenceNow(preference, value), SAVE_DEBOUNCE_MS),
    preference,
    value,
  });
}

/**
 * Shows a value without saving it yet: a phone number being typed (saved on blur, if valid), or a
 * value the server would refuse. `sendOnLeave`: it is valid and only waits for the blur, so it is
 * sent if the page goes first (a reload or a closed tab fires no blur).
 */
export function holdPreference(preference: SavedPreference, value: string, sendOnLeave: boolean): void {
  stopWaiting(preference.title);
  if (sendOnLeave) held.set(preference.title, { preference, value });
  setPending(preference.title, { value, status: 'editing' });
}

/**
 * Saves every change still waiting for its pause or its blur, now. A reload or a closed tab within
 * the pause used to lose the change, and a phone number typed but not yet left; the save leaves
 * before the page does (`keepalive`, see `savePreference`).
 */
export function saveWaitingPreferences(): void {
  for (const { preference, value } of [...waiting.values(), ...held.values()])
    void savePreferenceNow(preference, value);
}

if (typeof window !== 'undefined') onPageLeave(saveWaitingPreferences);
