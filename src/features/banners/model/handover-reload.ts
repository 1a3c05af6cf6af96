import { z } from '../../../contracts/zod';
import { HANDOVER_RELOAD_KEY } from '../../../core/auth/session-handover';
import { atom } from '../../../core/state/jotai';
import { readStored, writeStored } from '../../../core/state/parsed-storage';
import { lostWorkSentence } from '../../../core/unsaved-work/model/work-lost';

/**
 * Said on a page that loaded again because another tab changed the session under it, naming the
 * unsaved work (`lost`: its labels) the reload lost, if any (walkthrough 37, O5).
 */
export function handoverReloadMessage(lost: readonly string[]): string {
  const why = 'Someone signed in or changed the impersonation in another tab, so this page was loaded again.';
  return lost.length === 0 ? why : `${why} ${lostWorkSentence(lost)}`;
}

// A list of unsaved work's labels: another tab's change (session-handover.ts); a text: what the
// page said as it left for another device's impersonation change (core/session/model/other-device-reload.ts).
const noteSchema = z.union([z.array(z.string()), z.string()]);

/**
 * Why this page loaded again by itself, if it did: the note is taken, so it is said once.
 */
export function takeHandoverReloadNote(): string | undefined {
  const noted = readStored(HANDOVER_RELOAD_KEY, noteSchema, 'session');
  if (noted === undefined) return undefined;
  writeStored(HANDOVER_RELOAD_KEY, undefined, 'session');
  return typeof noted === 'string' ? noted : handoverReloadMessage(noted);
}

/** Shown until the user closes it (read when the banner's module first loads, after the reload). */
export const handoverReloadNoticeAtom = atom(
  typeof window !== 'undefined' ? takeHandoverReloadNote() : undefined,
);
