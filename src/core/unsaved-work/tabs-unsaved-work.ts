import { newRecordId } from '../outbox/record-id';
import { appStore } from '../state/jotai';
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

function publish(work: UnsavedWork): void {
  try {
    if (work.length > 0) localStorage.setItem(ownKey, JSON.stringify(work));
    else localStorage.removeItem(ownKey);
  } catch {
    // Storage full or refused: the other tabs just will not know (the sign-out asks less).
  }
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
  try {
    const entries: [string, string | null][] = [];
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = localStorage.key(i);
      if (key?.startsWith(KEY_PREFIX)) entries.push([key, localStorage.getItem(key)]);
    }
    return unsavedWorkOfOtherTabs(entries, ownKey);
  } catch {
    return [];
  }
}

/** What a sign-out now would lose: this tab's unsaved work and the other tabs'. */
export const unsavedWorkLostBySignOut = (): UnsavedWork =>
  workLostBySignOut(appStore.get(unsavedWorkAtom), unsavedWorkInOtherTabs());
