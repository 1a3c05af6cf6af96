import { Badge, Button, type ButtonProps, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ReleaseNote } from '../../../contracts/release-notes';
import { SafeHtml } from '../../../core/ui/SafeHtml';
import { touchTargetClass } from '../../../core/ui/touch-target';
import classes from './NoteView.module.css';

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
      <Group gap={4} role="group" aria-label="Note actions" className={classes.actions}>
        <NoteActionButton
          onClick={actions.onEdit}
          disabled={disabled}
          data-focus-landing={focusLanding || undefined}
        >
          Edit
        </NoteActionButton>
        <NoteActionButton color="red" onClick={actions.onDelete} disabled={disabled}>
          Delete
        </NoteActionButton>
        <NoteActionButton onClick={actions.onMoveUp} disabled={disabled || !actions.onMoveUp}>
          Move up
        </NoteActionButton>
        <NoteActionButton onClick={actions.onMoveDown} disabled={disabled || !actions.onMoveDown}>
          Move down
        </NoteActionButton>
      </Group>
    </Stack>
  );
}

/**
 * A note's row button: small, as the spec's list draws it, but on a touch screen it takes a
 * finger's press over 44 × 44 px (walkthrough 38, D2: 22 px high). The 4 px gap is room enough:
 * the narrowest, Edit, lacks 5 px of 44.
 */
function NoteActionButton({
  children,
  onClick,
  disabled,
  color,
  'data-focus-landing': focusLanding,
}: {
  children: ReactNode;
  onClick: (() => void) | undefined;
  disabled: boolean;
  color?: ButtonProps['color'];
  'data-focus-landing'?: true;
}) {
  return (
    <Button
      size="compact-xs"
      variant="subtle"
      color={color}
      className={touchTargetClass}
      onClick={onClick}
      disabled={disabled}
      data-focus-landing={focusLanding}
    >
      {children}
    </Button>
  );
}
