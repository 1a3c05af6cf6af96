import { Button, Group, Modal, Stack, Text } from '@mantine/core';

/** The 'Delete Note' confirmation (S2 §5, §8). */
export function ConfirmDeleteNote({
  opened,
  deleting,
  onConfirm,
  onCancel,
}: {
  opened: boolean;
  deleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onCancel} title="Delete Note" centered zIndex={400}>
      <Stack gap="sm">
        <Text fw={600}>This action cannot be undone</Text>
        <Text>Are you sure you want to delete this note?</Text>
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
