import {
  accessLevelSchema,
  type ChangeType,
  changeTypeSchema,
  type ReleaseNote,
  releaseNoteSchema,
  releaseVersionSchema,
  type VersionStatus,
} from './release-notes';
import { richTextHasContent, richTextLengthHint, richTextLengthProblem, richTextProblem } from './rich-text';
import { z } from './zod';

/*
 * Release-note authoring (S2 §4, §5, §7): the bodies of the write calls and the rules both the
 * app (which buttons it offers) and the reference server (what it accepts) apply.
 */

/** The version text of the draft before it is submitted (S2 §3). */
export const DRAFT_VERSION_TEXT = 'Draft';
/** The id of the draft that exists only on the device until it is saved (S2 §3). */
export const UNSAVED_DRAFT_ID = 0;
export const VERSION_TEXT_MAX_LENGTH = 20;

/**
 * A submitted version is a number: digits in up to four parts, separated by dots (`3`, `3.2.0`,
 * `10.4.1.7`). S2 asks for the text only, but the versions are numbers to everything that reads
 * them (the suggested next one, S2 §4; the claim version they are compared with): free text such
 * as `<img src=x> 3.5` left the next suggestion empty (walkthrough 3). Drafts keep 'Draft'.
 */
export const isVersionNumber = (text: string) => /^\d+(\.\d+){0,3}$/.test(text.trim());
export const VERSION_NOT_A_NUMBER = 'Use numbers separated by dots, like 3.2.0.';

/** PUT ReleaseNotes/ReleaseVersion: the version (id 0 when new) with its notes. */
export const saveReleaseVersionSchema = z.extend(releaseVersionSchema, {
  version: z
    .string()
    .check(z.trim(), z.minLength(1, 'Version is required.'), z.maxLength(VERSION_TEXT_MAX_LENGTH)),
  releaseNotes: z._default(z.array(releaseNoteSchema), []),
});
export type SaveReleaseVersion = z.input<typeof saveReleaseVersionSchema>;

/** PATCH ReleaseNotes/ReleaseVersions: the version with its new status (the server reads id and status). */
export const changeVersionStatusSchema = releaseVersionSchema;

/**
 * The part of a note an update writes (apps, change type, comment, access level): what two authors
 * can lose. Spelled out rather than `z.pick` of the note: pick's helper would join zod's code in
 * the launcher's chunk (docs/performance.md), which has no room for it.
 */
export const noteContentSchema = z.object({
  noteApps: z.array(z.string()),
  changeType: changeTypeSchema,
  comment: z.string(),
  accessLevel: z.nullable(accessLevelSchema),
});
export type NoteContent = z.infer<typeof noteContentSchema>;

/**
 * PATCH ReleaseNotes/ReleaseNotes: the note with `loaded`, its content as the author's list showed
 * it when the editor opened. The server refuses (409) an update of a note stored differently since,
 * so a second author's Update never silently replaces the first's (QA walkthrough 3, #1). Content
 * rather than a version stamp: it needs no new column, and a note changed and changed back loses
 * nothing when overwritten.
 */
export const updateReleaseNoteSchema = z.extend(releaseNoteSchema, { loaded: noteContentSchema });

/** The server's 409 for an update whose `loaded` is not the stored note (a Move's 409 says the same of the list). */
export const NOTE_CHANGED_MESSAGE = 'The note has changed since it was loaded: reload it and try again.';

/**
 * Whether `stored` differs from `loaded` in what an update writes. Apps compare in order, once
 * each, as the server stores them; a missing access level is 'Any' (null).
 */
export function noteChangedSince(stored: NoteContent, loaded: NoteContent): boolean {
  const apps = (note: NoteContent) => [...new Set(note.noteApps)].join('\n');
  return (
    stored.changeType !== loaded.changeType ||
    stored.comment !== loaded.comment ||
    (stored.accessLevel ?? null) !== (loaded.accessLevel ?? null) ||
    apps(stored) !== apps(loaded)
  );
}

/** PUT ReleaseNotes/ReleaseNotes answers the new note's id and order. */
export const savedNoteSchema = z.object({ id: z.int(), order: z.int() });
export type SavedNote = z.infer<typeof savedNoteSchema>;

/** PATCH ReleaseNotes/ReorderReleaseNotes/{MOVEUP|MOVEDOWN}/{index}: the notes as the client shows them. */
export const reorderNotesSchema = z.array(releaseNoteSchema).check(z.minLength(1));
export const moveDirections = ['MOVEUP', 'MOVEDOWN'] as const;
export type MoveDirection = (typeof moveDirections)[number];

export type StatusAction = 'saveDraft' | 'submit' | 'activate' | 'deactivate' | 'abandon';

/** The status each action leaves the version in (S2 §4). */
export const actionStatus: Readonly<Record<StatusAction, VersionStatus>> = {
  saveDraft: 'Draft',
  submit: 'Submit',
  activate: 'Active',
  deactivate: 'Inactive',
  abandon: 'Abandon',
};

/**
 * The status buttons a version offers (S2 §4): Draft saves or submits; Submit and Active can be
 * deactivated; Submit and Inactive activated; Inactive abandoned; Abandon is a dead end.
 */
export function statusActions(status: VersionStatus): StatusAction[] {
  switch (status) {
    case 'Draft':
      return ['saveDraft', 'submit'];
    case 'Submit':
      return ['activate', 'deactivate'];
    case 'Active':
      return ['deactivate'];
    case 'Inactive':
      return ['activate', 'abandon'];
    case 'Abandon':
      return [];
  }
}

/**
 * Whether a version may go from `from` to `to`; `from` undefined is a new version (the unsaved
 * draft), which behaves as a Draft. Saving a Draft as Draft again is allowed (it saves its notes).
 */
export function canChangeStatus(from: VersionStatus | undefined, to: VersionStatus): boolean {
  return statusActions(from ?? 'Draft').some((action) => actionStatus[action] === to);
}

/**
 * S2 §4: 'Abandon is a dead end'. Its notes are final too: no note is added, edited, moved or
 * deleted (the modal shows them read-only, the server refuses with a 409).
 */
export const notesCanChange = (status: VersionStatus | undefined) => status !== 'Abandon';
export const ABANDONED_NOTES_MESSAGE = 'This version was abandoned: its notes can no longer change.';

/** Why a second draft is refused (S2 §4: only one draft may exist): the server's 400, and the app's note. */
export const ONE_DRAFT_MESSAGE = 'Only one draft may exist: save or submit the existing draft first.';

/** Why a status change is refused, for the server's 400 (undefined: allowed). */
export function statusChangeProblem(from: VersionStatus | undefined, to: VersionStatus): string | undefined {
  if (canChangeStatus(from, to)) return undefined;
  return from === undefined
    ? `A new version starts as Draft or Submit, not ${to}.`
    : `A version in status ${from} cannot become ${to}.`;
}

/** The note editor's minimum (S2 §5): an app, a change type and a comment; access level optional. */
export interface NoteFields {
  noteApps: readonly string[];
  changeType: ChangeType | null | undefined;
  comment: string;
}

/**
 * The longest comment stored, in characters of its HTML (formatting included). Every note of a
 * version is drawn in the Changes list and sent with it, so a stray paste of a whole document (a
 * megabyte fits the request) would weigh on every reader of that version (walkthrough 39, O4). Ten
 * thousand is several screens of formatted text.
 */
export const NOTE_COMMENT_MAX_LENGTH = 10_000;

/**
 * Why the comment cannot be stored as written (a control character, half a surrogate pair, its
 * length), or undefined.
 */
export const noteCommentProblem = (note: Pick<NoteFields, 'comment'>): string | undefined =>
  richTextProblem(note.comment, 'A comment') ??
  richTextLengthProblem(note.comment, NOTE_COMMENT_MAX_LENGTH, 'A comment');

/** From nine tenths of the longest comment on, its count as the server makes it. */
export const noteCommentLengthHint = (note: Pick<NoteFields, 'comment'>): string | undefined =>
  richTextLengthHint(note.comment, NOTE_COMMENT_MAX_LENGTH);

/** Complete and storable: the comment shows something (invisible characters alone do not) and has no refused character. */
export function noteIsComplete(note: NoteFields): boolean {
  return (
    note.noteApps.length > 0 &&
    Boolean(note.changeType) &&
    richTextHasContent(note.comment) &&
    noteCommentProblem(note) === undefined
  );
}

/** The order a new note gets (S2 §4): after the last one, or 1 when there are none. */
export function nextNoteOrder(notes: readonly Pick<ReleaseNote, 'order'>[]): number {
  return notes.length === 0 ? 1 : Math.max(...notes.map((n) => n.order)) + 1;
}

/**
 * Moves the note at `index` (in the list sorted by order) up or down (S2 §4): it swaps orders
 * with its neighbour and the list is sorted by order again. At either end nothing changes.
 */
export function moveNote<N extends Pick<ReleaseNote, 'order'>>(
  notes: readonly N[],
  index: number,
  direction: MoveDirection,
): N[] {
  const sorted = [...notes].sort((a, b) => a.order - b.order);
  const other = direction === 'MOVEUP' ? index - 1 : index + 1;
  const moving = sorted[index];
  const neighbour = sorted[other];
  if (!moving || !neighbour) return sorted;
  sorted[index] = { ...moving, order: neighbour.order };
  sorted[other] = { ...neighbour, order: moving.order };
  return sorted.sort((x, y) => x.order - y.order);
}
