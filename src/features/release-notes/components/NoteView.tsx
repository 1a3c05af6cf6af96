import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { ReleaseNote } from '../../../contracts/release-notes';
import { SafeHtml } from '../../../core/ui/SafeHtml';

const changeTypeColor = { Feature: 'blue', Enhancement: 'teal', Fix: 'orange' } as const;

/** One note as read: change type, app names, the comment (sanitised HTML). */
export function NoteView({ note }: { note: ReleaseNote }) {
  return (
    <>
      <Group gap="xs" mb={4}>
        {/* Filled: the theme picks black or white text for 4.5:1; light badges' tinted text misses it. */}
        <Badge size="sm" variant="filled" color={changeTypeColor[note.changeType]}>
          {note.changeType}
        </Badge>
        <Text size="xs" c="dimmed">
          {note.noteAppNames.join(', ')}
        </Text>
      </Group>
      <SafeHtml html={note.comment} />
    </>
  );
}

export interface NoteRowActions {
  onEdit: () => void;
  onDelete: () => void;
  /** Absent when the note cannot move that way (an end, the unsaved draft, a filtered list). */
  onMoveUp: (() => void) | undefined;
  onMoveDown: (() => void) | undefined;
  /** Another note is being edited, a call is running, or the app is offline. */
  disabled: boolean;
}

/** A viewed note with the admin's row actions (S2 §2): edit, delete, move up, move down. */
export function EditableNoteView({
  note,
  actions,
  focusLanding,
}: {
  note: ReleaseNote;
  actions: NoteRowActions;
  /** Its Edit takes a focus lost nearby (the note was just saved: useFocusLanding). */
  focusLanding: boolean;
}) {
  const { disabled } = actions;
  return (
    <Stack gap={4}>
      <NoteView note={note} />
      <Group gap={4} role="group" aria-label="Note actions">
        <Button
          size="compact-xs"
          variant="subtle"
          onClick={actions.onEdit}
          disabled={disabled}
          data-focus-landing={focusLanding || undefined}
        >
          Edit
        </Button>
        <Button size="compact-xs" variant="subtle" color="red" onClick={actions.onDelete} disabled={disabled}>
          Delete
        </Button>
        <Button
          size="compact-xs"
          variant="subtle"
          onClick={actions.onMoveUp}
          disabled={disabled || !actions.onMoveUp}
        >
          Move up
        </Button>
        <Button
          size="compact-xs"
          variant="subtle"
          onClick={actions.onMoveDown}
          disabled={disabled || !actions.onMoveDown}
        >
          Move down
        </Button>
      </Group>
    </Stack>
  );
}
