import { nextNoteOrder, noteChangedSince, noteIsComplete } from '../../../contracts/release-authoring';
import {
  type AppOption,
  type ChangeType,
  changeTypeSchema,
  type ReleaseNote,
  type ReleaseVersion,
  releaseNoteSchema,
  releaseVersionSchema,
} from '../../../contracts/release-notes';
import { richTextHasContent } from '../../../contracts/rich-text';
import { z } from '../../../contracts/zod';
import { DraftCreate } from '../../../core/api/create-key';
import { keptCreateSchema, keptDraftNotice } from '../../../core/unsaved-work/kept-drafts';

/*
 * The notes list while an admin edits (S2 §4 "Notes"): at most one note is in the editor at a time,
 * held apart from the saved notes, so Cancel simply drops it (a new note disappears; an edited one
 * shows its earlier apps, change type, access level and comment again).
 */

/** A note in the editor: a new one has no change type until the user chooses one (S2 §5). */
export type NoteDraft = Omit<ReleaseNote, 'changeType'> & { changeType: ChangeType | null };

export interface NoteEdit {
  /** The editor's copy of the note. */
  note: NoteDraft;
  /** Not saved yet: Save adds it, Cancel removes it. Otherwise Update saves the changes. */
  isNew: boolean;
  /** An edited note as the list showed it when Edit was pressed (undefined for a new note). */
  loaded?: ReleaseNote;
  /**
   * A new note's create (core/api/create-key.ts), made with the draft: one Idempotency-Key for every
   * Save of it, so Save pressed again after a lost answer adds no second note.
   */
  create?: DraftCreate<ReleaseNote>;
  /** Kept through an expired session and restored at this sign-in (`noteEditNotice`). */
  keptThroughExpiry?: true;
}

export type NoteRowMode = 'view' | 'stored' | 'edit' | 'new';

/**
 * `index`: the note's place among the saved notes by order (what move up/down send); -1 when new
 * or no longer listed. `stored`: the edited note as the list now holds it, changed by another
 * author since the editor opened, shown above the editor (concurrent authors, below).
 */
export type NoteRowView =
  | { mode: 'view' | 'stored'; note: ReleaseNote; index: number }
  | { mode: 'edit' | 'new'; note: NoteDraft; index: number };

const byOrder = (a: ReleaseNote, b: ReleaseNote) => a.order - b.order;

/**
 * A new note for `versionId`, ordered after the notes it joins (S2 §4), with an id no saved note
 * has, and its `create` (none for the unsaved draft's notes, saved with the draft).
 */
export function startNewNote(
  versionId: number,
  notes: readonly ReleaseNote[],
  create?: DraftCreate<ReleaseNote>,
): NoteEdit {
  return {
    isNew: true,
    ...(create === undefined ? {} : { create }),
    note: {
      id: Math.min(0, ...notes.map((n) => n.id)) - 1,
      versionId,
      noteApps: [],
      noteAppNames: [],
      changeType: null,
      comment: '',
      accessLevel: null,
      order: nextNoteOrder(notes),
    },
  };
}

export const startEditing = (note: ReleaseNote): NoteEdit => ({
  isNew: false,
  note: { ...note },
  loaded: note,
});

/*
 * Concurrent authors (QA walkthrough 3, #1). An Update says which note it edited (`loaded`) and
 * the server refuses it (409) when the note was changed since, or answers 404 when it was deleted;
 * either way the list is read again. Nothing the author typed is dropped: the editor stays open,
 * the other author's stored note is shown above it, and the next Update (made with it in view)
 * replaces it knowingly. An edited note the list no longer holds keeps its editor, last.
 */

/** The rows to show: the saved notes by order, the edited one as the editor holds it, a new one last. */
export function noteRows(notes: readonly ReleaseNote[], edit: NoteEdit | null): NoteRowView[] {
  const edited = edit && !edit.isNew ? edit : undefined;
  const rows = [...notes].sort(byOrder).flatMap((note, index): NoteRowView[] => {
    if (edited?.note.id !== note.id) return [{ note, mode: 'view', index }];
    const editor: NoteRowView = { note: edited.note, mode: 'edit', index };
    return edited.loaded && noteChangedSince(note, edited.loaded)
      ? [{ note, mode: 'stored', index }, editor]
      : [editor];
  });
  // Deleted by another author (or filtered out) while edited: the editor must not vanish with it.
  if (edited && !notes.some((note) => note.id === edited.note.id))
    rows.push({ note: edited.note, mode: 'edit', index: -1 });
  return edit?.isNew ? [...rows, { note: edit.note, mode: 'new', index: -1 }] : rows;
}

/**
 * What an Update says it edited: the note as the list shows it now, which is the stored note
 * shown above the editor once another author's change was read; else as the editor opened on it.
 * Undefined for a new note.
 */
export function updateBaseline(notes: readonly ReleaseNote[], edit: NoteEdit): ReleaseNote | undefined {
  if (edit.isNew) return undefined;
  return notes.find((note) => note.id === edit.note.id) ?? edit.loaded;
}

/**
 * The edited note was deleted by another author (the server's 404): the editor becomes a new
 * note's, last in the list, so Save adds the author's text back and Cancel drops it.
 */
export function editAsNewNote(
  edit: NoteEdit,
  notes: readonly ReleaseNote[],
  create?: DraftCreate<ReleaseNote>,
): NoteEdit {
  const others = notes.filter((note) => note.id !== edit.note.id);
  const fresh = startNewNote(edit.note.versionId, others, create);
  return { ...fresh, note: { ...edit.note, id: fresh.note.id, order: fresh.note.order } };
}

/** Save or Update is enabled only for a complete note (S2 §5). */
export const canSaveEdit = (edit: NoteEdit | null) => edit !== null && completedNote(edit) !== undefined;

/** The required fields still empty, by their labels (a comment of spaces is empty): said beside Save. */
export function missingNoteFields(note: Pick<NoteDraft, 'noteApps' | 'changeType' | 'comment'>): string[] {
  return [
    ...(note.noteApps.length === 0 ? ['Apps'] : []),
    ...(note.changeType ? [] : ['Change type']),
    ...(richTextHasContent(note.comment) ? [] : ['Comment']),
  ];
}

/** The note to send, once complete (an app, a change type and a comment); else undefined. */
export function completedNote({ note }: NoteEdit): ReleaseNote | undefined {
  const { changeType } = note;
  return changeType && noteIsComplete(note) ? { ...note, changeType } : undefined;
}

/** The editor's apps changed: the titles follow the values, for the row shown after saving. */
export function withApps(note: NoteDraft, apps: readonly string[], options: readonly AppOption[]): NoteDraft {
  const titles = new Map(options.map((o) => [o.value, o.title]));
  return { ...note, noteApps: [...apps], noteAppNames: apps.map((app) => titles.get(app) ?? app) };
}

/** The unsaved draft's notes with `note` added or replaced (its notes live on the device only). */
export function withNote(notes: readonly ReleaseNote[], note: ReleaseNote): ReleaseNote[] {
  const kept = notes.filter((n) => n.id !== note.id);
  return [...kept, note].sort(byOrder);
}

export const withoutNote = (notes: readonly ReleaseNote[], id: number) => notes.filter((n) => n.id !== id);

/*
 * A note edit kept through an expired session (walkthrough 15, D4; core/unsaved-work/kept-drafts.ts):
 * the Update or Save that met the expiry signed the admin out; the same admin signed in again in
 * that tab gets the Release Notes open on the note's version with the editor as it was. Notes of a
 * saved version only: the unsaved draft version lives in the open modal alone, and goes with it.
 */

/** The name a note edit is kept under through an expiry. */
export const KEPT_NOTE = 'releaseNote';

export const keptNoteSchema = z.object({
  /** The version the note belongs to, as the modal showed it: the modal opens on it. */
  version: releaseVersionSchema,
  note: z.extend(releaseNoteSchema, { changeType: z.nullable(changeTypeSchema) }),
  isNew: z.boolean(),
  loaded: z.optional(releaseNoteSchema),
  create: z.optional(keptCreateSchema(releaseNoteSchema)),
});
export type KeptNote = z.infer<typeof keptNoteSchema>;

/** The unsaved work a changed note edit is marked as (the update prompt and closing the modal ask). */
export const NOTE_EDIT_WORK = 'a release note edit';

/**
 * The editor holds something typed, which closing or an expiry would lose: a new note anything at
 * all, an edited one a change from the note as loaded.
 */
export function noteEditChanged(edit: NoteEdit | null): boolean {
  if (!edit) return false;
  const { note, isNew, loaded } = edit;
  if (isNew || !loaded)
    return (
      note.noteApps.length > 0 ||
      note.changeType !== null ||
      note.accessLevel !== null ||
      richTextHasContent(note.comment)
    );
  return noteChangedSince({ ...note, changeType: note.changeType ?? loaded.changeType }, loaded);
}

/** What an expiry keeps of a note edit of `version` (a saved one); nothing when nothing changed. */
export function keptNote(edit: NoteEdit | null, version: ReleaseVersion | undefined): KeptNote | undefined {
  if (!edit || !version || version.id <= 0 || !noteEditChanged(edit)) return undefined;
  const { releaseNotes: _notes, ...shown } = version;
  return {
    version: shown,
    note: edit.note,
    isNew: edit.isNew,
    loaded: edit.loaded,
    create: edit.create?.kept(),
  };
}

/**
 * The editor as the kept draft left it: an edited note's Update says what it edited (a note
 * changed meanwhile is shown above it, as after a 409); a new note's Save goes on under its
 * create's key (a Save whose answer was lost before the expiry adds no second note).
 */
export const restoredNoteEdit = (kept: KeptNote): NoteEdit => ({
  note: kept.note,
  isNew: kept.isNew,
  ...(kept.loaded ? { loaded: kept.loaded } : {}),
  ...(kept.isNew ? { create: new DraftCreate(kept.create) } : {}),
  keptThroughExpiry: true,
});

/** What the editor says above its buttons after a restore; nothing otherwise. */
export const noteEditNotice = (edit: NoteEdit): string | undefined =>
  edit.keptThroughExpiry ? keptDraftNotice('release note', edit.create?.mayExist) : undefined;
