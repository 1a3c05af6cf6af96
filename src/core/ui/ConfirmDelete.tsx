import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { NESTED_DIALOG_Z_INDEX } from './appearance-theme';
import { useEscapeLayer } from './escape-layers';

interface ConfirmDeleteProps {
  /** The dialog title of S2 §8 ('Delete Note', 'Delete Help Topic'). */
  title: string;
  /** The question naming what goes. */
  question: string;
  opened: boolean;
  deleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Above whatever opened it (the help panels float at 8000). */
  zIndex?: number;
}

/** A delete confirmation in the style of S2 §8: 'This action cannot be undone', the question, Delete and Cancel. */
export function ConfirmDelete({
  title,
  question,
  opened,
  deleting,
  onConfirm,
  onCancel,
  zIndex = NESTED_DIALOG_Z_INDEX,
}: ConfirmDeleteProps) {
  const answersEscape = useEscapeLayer(opened);
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      closeOnEscape={answersEscape}
      title={title}
      centered
      zIndex={zIndex}
    >
      <Stack gap="sm">
        <Text fw={600}>This action cannot be undone</Text>
        <Text>{question}</Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel} disabled={deleting}>
            Cancel
          </Button>
          <Button color="red" onClick={onConfirm} loading={deleting}>
            Delete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
