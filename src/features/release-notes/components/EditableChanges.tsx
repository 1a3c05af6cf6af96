import { Button, Loader, Stack } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import type { MoveDirection } from '../../../contracts/release-authoring';
import type { ReleaseNote, ReleaseVersion } from '../../../contracts/release-notes';
import { isNotFound } from '../../../core/api/api-error';
import { DraftCreate } from '../../../core/api/create-key';
import { useFocusLanding } from '../../../core/ui/useFocusLanding';
import { useKeepOnExpiry } from '../../../core/unsaved-work/useKeptDraft';
import { useUnsavedWork } from '../../../core/unsaved-work/useUnsavedWork';
import {
  completedNote,
  editAsNewNote,
  KEPT_NOTE,
  type KeptNote,
  keptNote,
  NOTE_EDIT_WORK,
  type NoteEdit,
  noteEditChanged,
  noteRows,
  restoredNoteEdit,
  startEditing,
  startNewNote,
  updateBaseline,
} from '../model/note-editing';
import { noteSaveFailure } from '../model/note-save-failure';
import { ChangesFrame, NoChanges } from './ChangesFrame';
import { ConfirmDeleteNote } from './ConfirmDeleteNote';
import { NoteEditor } from './NoteEditor';
import { EditableNoteView } from './NoteView';

/** Where a list's note changes go: the API for a saved version, the device for the unsaved draft. */
export interface NotesWriter {
  /**
   * `loaded`: undefined for a new note; for an edited one, the note it replaces as the list shows
   * it. `create`: a new note's draft create (its Idempotency-Key, core/api/create-key.ts).
   */
  save(
    note: ReleaseNote,
    loaded: ReleaseNote | undefined,
    create: DraftCreate<ReleaseNote> | undefined,
  ): Promise<void>;
  remove(note: ReleaseNote): Promise<void>;
  /** Undefined when the notes do not move (the unsaved draft, a filtered list). */
  move: ((notes: ReleaseNote[], index: number, direction: MoveDirection) => Promise<void>) | undefined;
}

interface EditableChangesProps {
  /** The version new notes join; undefined while it is not known (no Add Note then). */
  versionId: number | undefined;
  versionText: string | undefined;
  notes: readonly ReleaseNote[] | undefined;
  writer: NotesWriter;
  /** Offline: every write is disabled (docs/offline.md). */
  readOnly: boolean;
  /**
   * The saved version the notes belong to, named in a note edit kept through an expired session;
   * undefined for the unsaved draft (nothing kept: it lives in the open modal only).
   */
  keptVersion?: ReleaseVersion | undefined;
  /** A note edit kept through an expired session, to open with; `taken` says it was. */
  restored?: { kept: KeptNote; taken: () => void } | undefined;
}

/**
 * The 'Changes' list for admins (S2 §2, §4 "Notes"): view, edit, update, cancel, save, delete, move
 * up and down. One note is edited at a time and the other rows wait meanwhile. A failed Save or
 * Update says why at the editor, which stays open with the user's changes (walkthrough 35, O1);
 * a failed delete or move is only logged (S2 §8). Another author's change (409) or deletion (404)
 * of the edited note: see `noteRows` and `editAsNewNote`.
 */
export function EditableChanges({
  versionId,
  versionText,
  notes,
  writer,
  readOnly,
  keptVersion,
  restored,
}: EditableChangesProps) {
  const [edit, setEdit] = useState<NoteEdit | null>(() =>
    restored ? restoredNoteEdit(restored.kept) : null,
  );
  // Taken once: a list mounted again later opens with no editor.
  const taken = restored?.taken;
  useEffect(() => taken?.(), [taken]);
  // An expiry keeps the edit as it is then, for the same admin's sign-in in this tab (walkthrough 15, D4).
  useKeepOnExpiry(KEPT_NOTE, keptNote(edit, keptVersion));
  // A note being written: the update prompt's Reload and closing the modal ask first.
  useUnsavedWork(noteEditChanged(edit), NOTE_EDIT_WORK);
  const [busy, setBusy] = useState(false);
  // Why the last Save or Update failed, said at the editor (model/note-save-failure.ts).
  const [saveFailure, setSaveFailure] = useState<string>();
  const [deleting, setDeleting] = useState<ReleaseNote>();
  // The note just saved: the focus lands on its Edit, as it lands in an opened editor's first
  // field, since the Save or Add Note pressed is gone or disabled (useFocusLanding). A new note is
  // numbered by the server: it is the last row once the list has grown.
  const [savedNote, setSavedNote] = useState<{ id: number } | { countBefore: number }>();
  const box = useRef<HTMLDivElement>(null);
  useFocusLanding(box);
  const saved = notes ?? [];
  const rows = noteRows(saved, edit);
  const lastRow = rows[rows.length - 1];
  const blocked = edit !== null || busy || readOnly;

  const run = (
    work: () => Promise<void>,
    failure: string,
    after?: () => void,
    onFailed?: (error: unknown) => void,
  ) => {
    setBusy(true);
    work()
      .then(after, (error: unknown) => {
        console.error(failure, error);
        onFailed?.(error);
      })
      .finally(() => setBusy(false));
  };
  /** Opens (or closes) the editor: a failure said for an earlier one goes with it. */
  const openEditor = (next: NoteEdit | null) => {
    setSaveFailure(undefined);
    setEdit(next);
  };
  const save = () => {
    const note = edit && completedNote(edit);
    if (!edit || !note) return;
    setSaveFailure(undefined);
    run(
      () => writer.save(note, updateBaseline(saved, edit), edit.create),
      'Saving the note failed',
      () => {
        setEdit(null);
        setSavedNote(edit.isNew ? { countBefore: saved.length } : { id: note.id });
      },
      (error) => {
        setSaveFailure(noteSaveFailure(error, edit.isNew));
        // 404: another author deleted the note meanwhile (the list is read again by the writer).
        if (!edit.isNew && isNotFound(error)) setEdit(editAsNewNote(edit, saved, new DraftCreate()));
      },
    );
  };
  const remove = (note: ReleaseNote) =>
    run(
      () => writer.remove(note),
      'Deleting the note failed',
      () => setDeleting(undefined),
      // Already deleted by another author: what was asked for holds, so the confirmation closes.
      (error) => isNotFound(error) && setDeleting(undefined),
    );
  const moveBy = (index: number, direction: MoveDirection) => {
    const { move } = writer;
    const other = direction === 'MOVEUP' ? index - 1 : index + 1;
    if (!move || other < 0 || other >= saved.length) return undefined;
    return () =>
      run(
        () =>
          move(
            [...saved].sort((a, b) => a.order - b.order),
            index,
            direction,
          ),
        'Moving the note failed',
      );
  };

  const addNote =
    versionId === undefined ? undefined : (
      <Button
        size="xs"
        variant="light"
        disabled={blocked}
        onClick={() => openEditor(startNewNote(versionId, saved, new DraftCreate()))}
      >
        Add Note
      </Button>
    );
  return (
    <div ref={box} style={{ display: 'contents' }}>
      <ChangesFrame versionText={versionText} toolbar={addNote}>
        {notes === undefined ? (
          <Loader size="sm" aria-label="Loading changes" />
        ) : rows.length === 0 ? (
          <NoChanges />
        ) : (
          <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Changes">
            {rows.map((row) => (
              <li key={`${row.mode === 'stored' ? 'stored' : 'row'}-${row.note.id}`}>
                {row.mode === 'view' || row.mode === 'stored' ? (
                  <EditableNoteView
                    note={row.note}
                    focusLanding={
                      row.mode === 'view' &&
                      savedNote !== undefined &&
                      ('id' in savedNote
                        ? savedNote.id === row.note.id
                        : row === lastRow && saved.length > savedNote.countBefore)
                    }
                    actions={{
                      disabled: blocked,
                      onEdit: () => openEditor(startEditing(row.note)),
                      onDelete: () => setDeleting(row.note),
                      onMoveUp: moveBy(row.index, 'MOVEUP'),
                      onMoveDown: moveBy(row.index, 'MOVEDOWN'),
                    }}
                  />
                ) : (
                  edit && (
                    <NoteEditor
                      edit={edit}
                      saving={busy}
                      failure={saveFailure}
                      onChange={(changed) => setEdit({ ...edit, note: changed })}
                      onSave={save}
                      onCancel={() => openEditor(null)}
                    />
                  )
                )}
              </li>
            ))}
          </Stack>
        )}
        <ConfirmDeleteNote
          opened={deleting !== undefined}
          deleting={busy}
          onConfirm={() => deleting && remove(deleting)}
          onCancel={() => setDeleting(undefined)}
        />
      </ChangesFrame>
    </div>
  );
}
