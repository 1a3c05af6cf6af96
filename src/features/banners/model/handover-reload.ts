import { z } from '../../../contracts/zod';
import { HANDOVER_RELOAD_KEY } from '../../../core/auth/session-handover';
import { atom } from '../../../core/state/jotai';
import { readStored, writeStored } from '../../../core/state/parsed-storage';

/** Said on a page that loaded again because another tab changed the session under it. */
export const HANDOVER_RELOAD_MESSAGE =
  'Someone signed in or changed the impersonation in another tab, so this page was loaded again. Changes not saved here before then were not kept.';

/** Whether this page loaded again for another tab's change; the note is taken, so it is said once. */
export function takeHandoverReloadNote(): boolean {
  const noted = readStored(HANDOVER_RELOAD_KEY, z.literal(true), 'session') === true;
  if (noted) writeStored(HANDOVER_RELOAD_KEY, undefined, 'session');
  return noted;
}

/** Shown until the user closes it (read when the banner's module first loads, after the reload). */
export const handoverReloadNoticeAtom = atom(typeof window !== 'undefined' && takeHandoverReloadNote());
