import { preferenceTypeSchema, type UserPreference } from '../../contracts/settings';
import { z } from '../../contracts/zod';
import { isNetworkError } from '../../core/api/api-error';
import { getSession } from '../../core/auth/session-state';
import { onBecameConnected } from '../../core/network/when-connected';
import { onPageLeave } from '../../core/page-leave';
import { appStore } from '../../core/state/jotai';
import { readStored, writeStored } from '../../core/state/parsed-storage';
import { savePreference } from './data';
import {
  keptForNextSignIn,
  type PendingPreference,
  pendingAfterFailedSave,
  SAVE_DEBOUNCE_MS,
} from './model/preference-rules';
import { keepPreferenceForSignIn } from './preference-outbox';
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

/**
 * Saves that failed for want of a connection (a tablet walking out of Wi-Fi within the pause): sent
 * again when it comes back. They stayed 'Not saved' for good, and the next reload on any device
 * silently showed the server's older value (walkthrough 11, defect 4).
 */
const notSentOffline = new Map<string, { preference: SavedPreference; value: string }>();

function stopWaiting(title: string) {
  clearTimeout(waiting.get(title)?.timer);
  waiting.delete(title);
  held.delete(title);
  notSentOffline.delete(title);
}

/**
 * The saves a page sent as it went (a reload or a closed tab within the pause), kept in the tab's
 * sessionStorage until answered. The server takes requests in the order they arrive, and the
 * reloaded page's read of the preferences could come before the save sent by the page before it:
 * it then showed the old Font Size (a failure of the settings browser test under load), and a
 * save the browser never delivered was lost. The tab's next page sends them again
 * (`resumeSavesCutShort`): the same value, so a save that did arrive is only repeated.
 */
const CUT_SHORT_KEY = 'ops.preferences.cutShort';
/** Older than this, a note is from a page long gone, not a reload: it is dropped unsent. */
export const CUT_SHORT_MAX_AGE_MS = 60_000;
const cutShortSchema = z.object({
  userId: z.int(),
  at: z.number(),
  saves: z.array(z.object({ title: z.string(), type: preferenceTypeSchema, value: z.string() })),
});
type CutShort = z.infer<typeof cutShortSchema>;

const readCutShort = () => readStored(CUT_SHORT_KEY, cutShortSchema, 'session');
const writeCutShort = (note: CutShort | undefined) =>
  writeStored(CUT_SHORT_KEY, note && note.saves.length > 0 ? note : undefined, 'session');

/** A save answered (taken or refused) is no longer the next page's to send. */
function forgetCutShort(title: string, value: string) {
  const note = readCutShort();
  if (!note) return;
  writeCutShort({
    ...note,
    saves: note.saves.filter((save) => save.title !== title || save.value !== value),
  });
}

function setPending(title: string, change: PendingPreference | undefined) {
  const { [title]: _previous, ...others } = appStore.get(pendingPreferencesAtom);
  appStore.set(pendingPreferencesAtom, change ? { ...others, [title]: change } : others);
}

/**
 * Saves now. On a failure the value stays, marked waiting for the connection when there was none
 * (sent again when it is back), else not saved with the reason its field shows (walkthrough 35, D3:
 * S2 §8 only logged it), unless the call was dropped while signing out (no failure: the value stays
 * as it was, unmarked). Refused as the session ended (expired, signing out), it is also kept in the
 * outbox for `madeBy`'s next sign-in here (`keptForNextSignIn`). Also what the field's 'Try again'
 * calls.
 */
export async function savePreferenceNow(
  preference: SavedPreference,
  value: string,
  madeBy = getSession()?.user.id,
): Promise<boolean> {
  stopWaiting(preference.title);
  // The session ended while the change waited for its pause: it is kept for its user, never sent
  // under whoever is signed in now.
  if (madeBy !== undefined && getSession()?.user.id !== madeBy) {
    keepPreferenceForSignIn(madeBy, { ...preference, value });
    return false;
  }
  setPending(preference.title, { value, status: 'saving' });
  try {
    await savePreference(preference, value);
    forgetCutShort(preference.title, value);
    // A newer change made meanwhile stays pending; only this value is confirmed. It stays shown
    // until the page's reader of the copy just written has read it (`savedChangesShown`): dropped
    // now, the look went back to the old value for a moment (walkthrough 14, D3).
    if (appStore.get(pendingPreferencesAtom)[preference.title]?.value === value)
      setPending(preference.title, { value, status: 'saved' });
    return true;
  } catch (error) {
    console.error(`Preference '${preference.title}' could not be saved`, error);
    forgetCutShort(preference.title, value);
    const stillShown = appStore.get(pendingPreferencesAtom)[preference.title]?.value === value;
    const mark = pendingAfterFailedSave(value, error);
    if (mark && stillShown) setPending(preference.title, mark);
    if (isNetworkError(error) && stillShown) notSentOffline.set(preference.title, { preference, value });
    // Refused as the session ended: the server never took it, so it waits for the same user's
    // next sign-in here (walkthrough 37, D3; the sign-in page counts it).
    if (madeBy !== undefined && keptForNextSignIn(error))
      keepPreferenceForSignIn(madeBy, { title: preference.title, type: preference.type, value });
    return false;
  }
}

/** Shows the value at once and saves it once the user has paused (S2 §5 "debounced change"). */
export function savePreferenceSoon(preference: SavedPreference, value: string): void {
  stopWaiting(preference.title);
  setPending(preference.title, { value, status: 'saving' });
  const madeBy = getSession()?.user.id;
  waiting.set(preference.title, {
    timer: setTimeout(() => void savePreferenceNow(preference, value, madeBy), SAVE_DEBOUNCE_MS),
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
export function saveWaitingPreferences(now = Date.now()): void {
  const leaving = [...waiting.values(), ...held.values(), ...notSentOffline.values()];
  const userId = getSession()?.user.id;
  if (leaving.length > 0 && userId !== undefined) {
    const earlier = readCutShort();
    const kept = earlier?.userId === userId ? earlier.saves : [];
    const sent = leaving.map(({ preference, value }) => ({
      title: preference.title,
      type: preference.type,
      value,
    }));
    const titles = new Set(sent.map((save) => save.title));
    writeCutShort({ userId, at: now, saves: [...kept.filter((save) => !titles.has(save.title)), ...sent] });
  }
  for (const { preference, value } of leaving) void savePreferenceNow(preference, value);
}

/**
 * Sends again what the tab's page before this one sent as it went, for the same user and only just
 * before (`CUT_SHORT_MAX_AGE_MS`): shown at once as this page's own change (pending), so the look
 * and the Preferences fields keep it whatever the server's copy says until it is answered.
 */
export function resumeSavesCutShort(now = Date.now()): void {
  const note = readCutShort();
  writeCutShort(undefined);
  if (!note || note.userId !== getSession()?.user.id || now - note.at > CUT_SHORT_MAX_AGE_MS) return;
  for (const { title, type, value } of note.saves) void savePreferenceNow({ title, type }, value);
}

/** Sends again, now, the saves that failed for want of a connection. */
export function saveNotSentOffline(): void {
  for (const { preference, value } of [...notSentOffline.values()]) void savePreferenceNow(preference, value);
}

if (typeof window !== 'undefined') {
  onPageLeave(() => saveWaitingPreferences());
  onBecameConnected(saveNotSentOffline);
  resumeSavesCutShort();
}
