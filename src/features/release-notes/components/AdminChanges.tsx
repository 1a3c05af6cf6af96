import type { ReleaseFilters, ReleaseNote, ReleaseVersion } from '../../../contracts/release-notes';
import { filtersNotes } from '../../../contracts/release-notes-access';
import { ReadFailed } from '../../../core/ui/ReadFailed';
import { toastSuccess } from '../../../core/ui/toasts';
import { deleteReleaseNote, moveReleaseNote, saveReleaseNote } from '../authoring-writes';
import { hasFilters } from '../model/filters';
import { type KeptNote, withNote, withoutNote } from '../model/note-editing';
import { ChangesFrame, ChangesNotSaved } from './ChangesFrame';
import { useShownNotes } from './ChangesList';
import { EditableChanges, type NotesWriter } from './EditableChanges';

export const NOTES_UPDATED = 'Notes updated';
export const NOTES_DELETED = 'Notes deleted';

/** Notes of a saved version: each change is a call, with the toasts of S2 §8. */
const savedVersionWriter = (movable: boolean): NotesWriter => ({
  save: async (note, loaded, create) => {
    await saveReleaseNote(note, loaded, create);
    toastSuccess(NOTES_UPDATED);
  },
  remove: async (note) => {
    await deleteReleaseNote(note.id);
    toastSuccess(NOTES_DELETED);
  },
  move: movable ? moveReleaseNote : undefined,
});

/**
 * The admin's 'Changes' of a saved version (S2 §2). Moving needs the version's whole list, so it is
 * off while a search, change type or app filter narrows the notes.
 */
export function SavedVersionChanges(props: {
  notesKey: string;
  filters: ReleaseFilters;
  version: ReleaseVersion | undefined;
  versionText: string | undefined;
  readOnly: boolean;
  /** A note edit kept through an expired session, for this version's editor to open with. */
  restored?: { kept: KeptNote; taken: () => void } | undefined;
}) {
  const notes = useShownNotes(props.notesKey, props.filters);
  if (notes.shown === 'notSaved' || notes.shown === 'failed')
    return (
      <ChangesFrame versionText={props.versionText}>
        {notes.shown === 'failed' ? (
          <ReadFailed error={notes.error} onTryAgain={notes.refresh} />
        ) : (
          <ChangesNotSaved filtered={hasFilters(props.filters)} />
        )}
      </ChangesFrame>
    );
  return (
    <EditableChanges
      versionId={props.version?.id}
      versionText={props.versionText}
      notes={notes.shown === 'loading' ? undefined : (notes.data ?? [])}
      writer={savedVersionWriter(!filtersNotes(props.filters))}
      readOnly={props.readOnly}
      keptVersion={props.version}
      restored={props.restored?.kept.version.id === props.version?.id ? props.restored : undefined}
    />
  );
}

/**
 * The unsaved draft's 'Changes': its notes live on the device and are saved with the draft (Save as
 * Draft or Submit); they do not move (S2 §4).
 */
export function UnsavedDraftChanges({
  draft,
  onNotesChange,
  readOnly,
}: {
  draft: ReleaseVersion;
  onNotesChange: (notes: ReleaseNote[]) => void;
  readOnly: boolean;
}) {
  const notes = draft.releaseNotes ?? [];
  const writer: NotesWriter = {
    save: async (note) => onNotesChange(withNote(notes, note)),
    remove: async (note) => onNotesChange(withoutNote(notes, note.id)),
    move: undefined,
  };
  return (
    <EditableChanges
      versionId={draft.id}
      versionText={draft.version}
      notes={notes}
      writer={writer}
      readOnly={readOnly}
    />
  );
}
