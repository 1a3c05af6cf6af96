import { Button, Group, MultiSelect, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useEffect, useId, useRef } from 'react';
import { noteCommentLengthHint, noteCommentProblem } from '../../../contracts/release-authoring';
import { type AccessLevel, type ChangeType, changeTypes } from '../../../contracts/release-notes';
import { BusyButton } from '../../../core/ui/BusyButton';
import { LazyRichTextField } from '../../../core/ui/LazyRichTextField';
import { MissingFieldsHint } from '../../../core/ui/MissingFieldsHint';
import { useReleaseNoteApps } from '../data-hooks';
import {
  canSaveEdit,
  missingNoteFields,
  type NoteDraft,
  type NoteEdit,
  noteEditNotice,
  withApps,
} from '../model/note-editing';

/** The comment box's height, toolbar included (S2 §2). */
const COMMENT_EDITOR_HEIGHT = 350;

/** The access levels of a note (S2 §2, §3): no level is 'Any', and 'limited' is labelled 'All'. */
const accessLevelOptions: { value: AccessLevel; label: string }[] = [
  { value: 'admin', label: 'Admin' },
  { value: 'user', label: 'User' },
  { value: 'limited', label: 'All' },
];

interface NoteEditorProps {
  edit: NoteEdit;
  onChange: (note: NoteDraft) => void;
  onSave: () => void;
  onCancel: () => void;
  saving: boolean;
  /** Why the last Save or Update failed (model/note-save-failure.ts); what was typed is kept. */
  failure?: string | undefined;
}

/**
 * The note editor (S2 §2, §5): apps, change type, access level and the rich-text comment. Save (a
 * new note) or Update (an edited one) is enabled once an app, a change type and a comment are set.
 */
export function NoteEditor({ edit, onChange, onSave, onCancel, saving, failure }: NoteEditorProps) {
  const apps = useReleaseNoteApps();
  const options = apps.data ?? [];
  const { note } = edit;
  const set = (patch: Partial<NoteDraft>) => onChange({ ...note, ...patch });
  const missing = missingNoteFields(note);
  const missingId = useId();
  // A new note's editor opens at the end of the list, often below the fold: brought into view, or
  // the user sees only the other rows' buttons turn grey.
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  return (
    <Stack ref={box} gap="xs" role="group" aria-label={edit.isNew ? 'New note' : 'Edit note'}>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
        <MultiSelect
          label="Apps"
          required
          data={options.map((app) => ({ value: app.value, label: app.title }))}
          value={note.noteApps}
          onChange={(picked) => onChange(withApps(note, picked, options))}
          searchable
          comboboxProps={{ withinPortal: true }}
          // The focus lands here as the editor opens (the Edit or Add Note pressed is gone or
          // disabled: EditableChanges), not while it saves; that focus does not pop the options
          // open over the editor (a click, typing or ArrowDown does).
          data-focus-landing={!saving || undefined}
          openOnFocus={false}
        />
        <Select
          label="Change type"
          required
          data={[...changeTypes]}
          value={note.changeType}
          onChange={(picked) => set({ changeType: (picked as ChangeType | null) ?? null })}
        />
        <Select
          label="Access level"
          placeholder="Any"
          data={accessLevelOptions}
          value={note.accessLevel}
          onChange={(picked) => set({ accessLevel: (picked as AccessLevel | null) ?? null })}
          clearable
        />
      </SimpleGrid>
      <LazyRichTextField
        label="Comment"
        required
        height={COMMENT_EDITOR_HEIGHT}
        initialHtml={note.comment}
        onChange={(comment) => set({ comment })}
        description={noteCommentLengthHint(note)}
        error={noteCommentProblem(note)}
      />
      {noteEditNotice(edit) && (
        // A draft kept through an expired session: said in words, as no call failed.
        <Text size="xs" role="status">
          {noteEditNotice(edit)}
        </Text>
      )}
      {failure && (
        // Announced as it appears; the focus stays on the Save or Update pressed, to press again.
        <Text size="xs" c="red" role="alert">
          {failure}
        </Text>
      )}
      <Group justify="flex-end" gap="xs">
        <MissingFieldsHint id={missingId} missing={missing} />
        <Button variant="default" size="xs" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <BusyButton
          size="xs"
          onClick={onSave}
          disabled={!canSaveEdit(edit)}
          busy={saving}
          aria-describedby={missing.length > 0 ? missingId : undefined}
        >
          {edit.isNew ? 'Save' : 'Update'}
        </BusyButton>
      </Group>
    </Stack>
  );
}
