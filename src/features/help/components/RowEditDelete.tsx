import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';

interface RowEditDeleteProps {
  /** What the row is, for the buttons' names: 'Edit {subject}', 'Delete {subject}'. */
  subject: string;
  onEdit: () => void;
  /** Missing for a user who may not delete (S2 §6): no Delete button. */
  onDelete?: () => void;
  deleteDisabled?: boolean;
  /** Shown before the buttons (a row's 'Inactive'). */
  children?: ReactNode;
  /** Edit is where a lost focus lands (`useFocusLanding`): the row just edited. */
  focusLanding?: boolean;
}

/** A help-authoring list row's actions: a compact Edit and, for those who may delete, a red Delete. */
export function RowEditDelete({
  subject,
  onEdit,
  onDelete,
  deleteDisabled,
  children,
  focusLanding,
}: RowEditDeleteProps) {
  return (
    <Group gap={4} wrap="nowrap">
      {children}
      <Button
        size="compact-xs"
        variant="subtle"
        aria-label={`Edit ${subject}`}
        onClick={onEdit}
        data-focus-landing={focusLanding || undefined}
      >
        Edit
      </Button>
      {onDelete && (
        <Button
          size="compact-xs"
          variant="subtle"
          color="red"
          aria-label={`Delete ${subject}`}
          disabled={deleteDisabled}
          onClick={onDelete}
        >
          Delete
        </Button>
      )}
    </Group>
  );
}
