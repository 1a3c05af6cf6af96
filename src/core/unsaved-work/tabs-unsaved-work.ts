import { newRecordId } from '../outbox/record-id';
import { appStore } from '../state/jotai';
import { readStoredText, storedKeys, writeStoredText } from '../state/parsed-storage';
import type { UnsavedWork } from './model/unsaved-work';
import { unsavedWorkOfOtherTabs, workLostBySignOut } from './model/work-lost';
import { unsavedWorkAtom } from './unsaved-work-state';

/*
 * Each tab publishes its unsaved work in localStorage under a key of its own, so a sign-out in
 * another tab (which ends the session in all of them) can ask first (walkthrough 8, defect 8).
 * The entry goes when the work is saved or dropped and when the page is left; a tab that crashed
 * leaves one, which costs at most one needless question.
 */
const KEY_PREFIX = 'ops.unsavedWork.';
const ownKey = `${KEY_PREFIX}${newRecordId()}`;
let sharing = false;

/** Storage full or refused: the other tabs just will not know (the sign-out asks less). */
function publish(work: UnsavedWork): void {
  writeStoredText(ownKey, work.length > 0 ? JSON.stringify(work) : undefined);
}

/** From now on, this tab keeps its unsaved work published for the device's other tabs. */
export function shareUnsavedWorkWithOtherTabs(): void {
  if (sharing) return;
  sharing = true;
  const current = () => appStore.get(unsavedWorkAtom);
  appStore.sub(unsavedWorkAtom, () => publish(current()));
  window.addEventListener('pagehide', () => publish([]));
  // Back from the back-forward cache with its editors as they were.
  window.addEventListener('pageshow', () => publish(current()));
  publish(current());
}

/** What the device's other open tabs hold unsaved. */
export function unsavedWorkInOtherTabs(): UnsavedWork {
  const entries = storedKeys()
    .filter((key) => key.startsWith(KEY_PREFIX))
    .map((key): [string, string | null] => [key, readStoredText(key) ?? null]);
  return unsavedWorkOfOtherTabs(entries, ownKey);
}

/** What a sign-out now would lose: this tab's unsaved work and the other tabs'. */
export const unsavedWorkLostBySignOut = (): UnsavedWork =>
  workLostBySignOut(appStore.get(unsavedWorkAtom), unsavedWorkInOtherTabs());
