import type { z } from '../../contracts/zod';
import { onSignOut } from '../auth/sign-out';
import { readStored, writeStored } from '../state/parsed-storage';

/*
 * An editor's unsaved draft kept through a sign-out the user did not choose (walkthrough 15, D4):
 * the session expired (S1 §8 signs out on a refused renewal) while an author was typing, and the
 * Save that found it out signed them out. The draft goes to this tab's sessionStorage under the
 * user's id, and the editor takes it back when that user is signed in here again (the sign-in
 * page of an expiry returns to the same page). Only for an expiry: a sign-out the user chose asks
 * first and then drops the draft (Sign Out's question), and a reset of the user keeps the page.
 * Per tab, as the way back is: nothing of it is left on the device once the tab is closed, and
 * another user signing in there never gets it. Only the editors that keep one import this.
 */

const keyOf = (name: string, userId: number) => `ops.keptDraft.${name}.${userId}`;

/**
 * Keeps `draft()` (undefined: nothing to keep) under `name` when the session expires; the returned
 * function stops (the editor closed, or its draft saved).
 */
export const keepDraftOnExpiry = (name: string, draft: () => unknown): (() => void) =>
  onSignOut((userId, reason) => {
    const value = draft();
    if (reason !== undefined && value !== undefined) writeStored(keyOf(name, userId), value, 'session');
  });

/** The draft kept under `name` for `userId`, taken once (it is removed); undefined if none or unreadable. */
export function takeKeptDraft<S extends z.ZodMiniType>(
  name: string,
  userId: number,
  schema: S,
): z.output<S> | undefined {
  const key = keyOf(name, userId);
  const kept = readStored(key, schema, 'session');
  writeStored(key, undefined, 'session');
  return kept;
}
