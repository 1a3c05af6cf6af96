import { z } from '../../contracts/zod';
import { SESSION_EXPIRED_MESSAGE } from '../api/api-error';
import { onSignOut } from '../auth/sign-out';
import { MERGE_ROLES_CHANGED_MESSAGE } from '../session/model/session-change';
import { readStored, writeStored } from '../state/parsed-storage';

/*
 * An editor's unsaved draft kept through a sign-out the user did not choose (walkthrough 15, D4):
 * the session expired (S1 §8 signs out on a refused renewal) while an author was typing, and the
 * Save that found it out signed them out. The draft goes to this tab's sessionStorage under the
 * user's id, and the editor takes it back when that user is signed in here again (the sign-in
 * page of an expiry returns to the same page). Also when Merge Roles changed on another device signed
 * this one out (walkthrough 37, D4): for the user that is the same lapse, the same user signing in
 * again in the same tab. Not for a sign-out the user chose: it asks first and then drops the draft
 * (Sign Out's question); a reset of the user keeps the page.
 * Per tab, as the way back is: nothing of it is left on the device once the tab is closed, and
 * another user signing in there ends it (sign-in.ts). Only the editors that keep one import this: Help
 * Topics, the page-help item, tutorial and agent editors, release notes, displays (useKeptDraft.ts holds
 * their hooks; what each keeps and how it comes back is the feature's own).
 */

/** Under this key's prefix (sign-in.ts ends another user's drafts by it: KEPT_DRAFT_PREFIX). */
const keyOf = (name: string, userId: number) => `ops.keptDraft.${name}.${userId}`;

/**
 * The sign-outs an editor's draft is kept through: the user chose neither, and comes back to go
 * on (the sign-in page keeps the way back for both). A sign-out with no reason is the user's own.
 */
const KEEPING_REASONS: ReadonlySet<string> = new Set([SESSION_EXPIRED_MESSAGE, MERGE_ROLES_CHANGED_MESSAGE]);

/** Whether a sign-out with this reason keeps the open editors' drafts. */
const keepsDrafts = (reason: string | undefined): boolean =>
  reason !== undefined && KEEPING_REASONS.has(reason);

/**
 * Keeps `draft()` (undefined: nothing to keep) under `name` when the session expires (or Merge
 * Roles changed on another device: `keepsDrafts`); the returned function stops (the editor
 * closed, or its draft saved).
 */
export const keepDraftOnExpiry = (name: string, draft: () => unknown): (() => void) =>
  onSignOut((userId, reason) => {
    if (!keepsDrafts(reason)) return;
    const value = draft();
    if (value !== undefined) writeStored(keyOf(name, userId), value, 'session');
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

/**
 * A new record's create as kept (`DraftCreate.kept()`, core/api/create-key.ts): its key, and the
 * body of a Save whose answer never came (`sent`), so the restored draft's Save makes no twin.
 */
export const keptCreateSchema = <S extends z.ZodMiniType>(body: S) =>
  z.object({ key: z.string().check(z.minLength(1)), sent: z.optional(body) });

/**
 * What a restored editor says above Save (walkthrough 15, D4), `what` naming its record ('topic',
 * 'help item', 'tutorial', 'help agent', 'release note', 'display'). `mayExist`: a new record's earlier Save
 * went unanswered before the expiry, so it may be stored already; its Save sends the same create
 * again (the draft kept its key), which makes no second one.
 */
export const keptDraftNotice = (what: string, mayExist = false): string =>
  `You were signed out before this ${what} was saved: here is your text as you left it. Save it, or Cancel to drop it.${
    mayExist ? ' An earlier Save may have added it already: saving again will not add it twice.' : ''
  }`;
