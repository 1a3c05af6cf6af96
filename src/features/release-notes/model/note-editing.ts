import { nextNoteOrder, noteIsComplete } from '../../../contracts/release-authoring';
import type { AppOption, ChangeType, ReleaseNote } from '../../../contracts/release-notes';

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
}

export type NoteRowMode = 'view' | 'edit' | 'new';

/** `index`: the note's place among the saved notes by order (what move up/down send); -1 when new. */
export type NoteRowView =
  | { mode: 'view'; note: ReleaseNote; index: number }
  | { mode: 'edit' | 'new'; note: NoteDraft; index: number };

const byOrder = (a: ReleaseNote, b: ReleaseNote) => a.order - b.order;

/** A new note for `versionId`, ordered after the notes it joins (S2 §4), with an id no saved note has. */
export function startNewNote(versionId: number, notes: readonly ReleaseNote[]): NoteEdit {
  return {
    isNew: true,
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

export const startEditing = (note: ReleaseNote): NoteEdit => ({ isNew: false, note: { ...note } });

/** The rows to show: the saved notes by order, the edited one as the editor holds it, a new one last. */
export function noteRows(notes: readonly ReleaseNote[], edit: NoteEdit | null): NoteRowView[] {
  const rows = [...notes]
    .sort(byOrder)
    .map(
      (note, index): NoteRowView =>
        edit && !edit.isNew && edit.note.id === note.id
          ? { note: edit.note, mode: 'edit', index }
          : { note, mode: 'view', index },
    );
  return edit?.isNew ? [...rows, { note: edit.note, mode: 'new', index: -1 }] : rows;
}

/** Save or Update is enabled only for a complete note (S2 §5). */
export const canSaveEdit = (edit: NoteEdit | null) => edit !== null && completedNote(edit) !== undefined;

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
