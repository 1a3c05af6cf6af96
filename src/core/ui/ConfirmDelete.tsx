import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { wrapsLongWords } from './authored-text';
import { BusyButton } from './BusyButton';
import { useEscapeLayer } from './escape-layers';
import { NESTED_DIALOG_Z_INDEX } from './layer-z-indexes';

interface ConfirmDeleteProps {
  /** The dialog title of S2 §8 ('Delete Note', 'Delete Help Topic'). */
  title: string;
  /** The question naming what goes. */
  question: string;
  opened: boolean;
  deleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** The confirming button: 'Delete', or what else cannot be undone ('Reload', losing unsaved work). */
  confirmLabel?: string;
  /**
   * Nothing is lost by confirming (a sign-out with changes that wait on this device for the next
   * one): no 'This action cannot be undone', and a plain confirming button (walkthrough 28, D4).
   */
  nothingLost?: boolean;
}

/**
 * A delete confirmation in the style of S2 §8: 'This action cannot be undone', the question,
 * Delete and Cancel. A dialog over whatever opened it: a page, a dialog or a floating panel. The
 * app's one confirmation: the update prompt's Reload asks with it too, as 'Reload'.
 */
export function ConfirmDelete({
  title,
  question,
  opened,
  deleting,
  onConfirm,
  onCancel,
  confirmLabel = 'Delete',
  nothingLost = false,
}: ConfirmDeleteProps) {
  const answersEscape = useEscapeLayer(opened);
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      closeOnEscape={answersEscape}
      title={title}
      centered
      zIndex={NESTED_DIALOG_Z_INDEX}
    >
      <Stack gap="sm">
        {!nothingLost && <Text fw={600}>This action cannot be undone</Text>}
        {/* The question quotes a name someone wrote. */}
        <Text style={wrapsLongWords}>{question}</Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel} disabled={deleting}>
            Cancel
          </Button>
          <BusyButton color={nothingLost ? undefined : 'red'} onClick={onConfirm} busy={deleting}>
            {confirmLabel}
          </BusyButton>
        </Group>
      </Stack>
    </Modal>
  );
}
