/*
 * Two authors, one object (QA walkthrough 8, #2): an update of a help topic, help item, tutorial,
 * display or page's help agent (walkthrough 36, D2) says what its author edited, `loaded`: the object as the author's editor loaded it
 * from the server. The server refuses (409, `editConflictMessage`) an update of an object stored
 * differently since, so a second author's Save never silently reverts the first's. The same
 * decision as release notes (release-authoring.ts, `noteChangedSince`): the content, not a
 * version stamp, so no new column, and an object changed and changed back loses nothing when
 * overwritten. One mechanism for the five kinds: each update body gains the optional field
 * `loaded`, the read's own schema (`z.extend(body, { loaded: z.optional(read) })`, in the
 * *-api.ts tables); the server checks with `updateWouldLoseChange` (server/http/refuse-lost-update);
 * the client shows the 409's message near Save and rebases the draft (core/api/edit-conflict.ts).
 *
 * `loaded` is optional: a client cached before it existed keeps saving as before while an update
 * rolls out (unprotected, as before); the app always sends it. The field is spelled out in each
 * body rather than added by a helper: a helper in endpoint.ts sits in the launcher's chunk, and
 * one here made a chunk of its own that the frame's parts preload, 50 bytes over the launcher's
 * limit between them (docs/performance.md).
 */

/** JSON with object keys sorted: equal for equal content whatever order the keys came in. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

/** Whether two values hold the same content (objects compared by key, lists in order). */
export const sameContent = (a: unknown, b: unknown): boolean => canonical(a ?? null) === canonical(b ?? null);

/**
 * Whether `stored` and `other` hold the same content in the fields `loaded` has. Only those: the
 * stored object may carry more (a display's account name), which no update writes.
 */
function sameAsStored(stored: object, other: object, loaded: object): boolean {
  const fields = Object.keys(loaded);
  const pick = (value: object) => fields.map((field) => (value as Record<string, unknown>)[field] ?? null);
  return sameContent(pick(stored), pick(other));
}

/**
 * Whether writing `next` would silently replace a change made since `loaded`: the stored object
 * differs from what the author loaded. Not when the stored object already is `next`: that is this
 * author's own Save applied once already (its answer lost, Save pressed again), and writing it
 * again loses nothing (core/api/save-failure.ts promises Save is safe to repeat).
 */
export function updateWouldLoseChange(stored: object, loaded: object, next: object): boolean {
  return !sameAsStored(stored, loaded, loaded) && !sameAsStored(stored, next, loaded);
}

/** What each kind is called in the 409's message. */
export type EditedKind = 'help topic' | 'help item' | 'tutorial' | 'display' | 'help agent';

/**
 * The 409 for an update whose `loaded` is no longer stored: one wording for every kind, for the
 * author's editor to show near Save as it stands. The editor then shows the stored version with
 * the author's changes kept over it (core/api/edit-conflict.ts `rebasedDraft`), and takes it as
 * what it edits, so Save again writes that knowingly.
 */
export const editConflictMessage = (kind: EditedKind) =>
  `Someone else changed this ${kind} after you opened it. The form now shows their version with your changes kept: Save again to save it so, or Cancel to keep theirs.`;

/*
 * Two authors, one list (walkthrough 15, D1/D2): a move in an ordered list (release notes, a
 * page's tutorials) says the list as its author's screen showed it. The server refuses (409,
 * `listChangedMessage`) a move made on a list stored differently since, so a second author's
 * stale list never silently undoes the first's move, nor names a row deleted meanwhile. The client
 * reads the list again whatever the answer, so the author sees it as stored and moves again.
 */

/** What each ordered list is called in the 409's message. */
export type OrderedKind = 'notes' | 'tutorials';

/** The 409 for a move sent from a list that is no longer the stored one: one wording for each list. */
export const listChangedMessage = (kind: OrderedKind) =>
  `Someone else changed the ${kind} after you opened them. The list now shows them as stored: make your move again.`;

/** Whether two lists of ids are the same ids in the same order. */
export const sameOrder = (a: readonly number[], b: readonly number[]): boolean =>
  a.length === b.length && a.every((id, index) => id === b[index]);

/**
 * Whether a move whose author saw `loaded` would undo a change made since: the stored order is
 * not what the author saw. Not when the stored order already is `next`: that is this author's own
 * move applied once already (its answer lost), and applying it again changes nothing.
 */
export const moveWouldLoseChange = (
  stored: readonly number[],
  loaded: readonly number[],
  next: readonly number[],
) => !sameOrder(stored, loaded) && !sameOrder(stored, next);
