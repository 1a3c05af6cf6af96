import { List, Modal, Text } from '@mantine/core';
import { useEscapeLayer } from '../../core/ui/escape-layers';

/**
 * iOS and iPadOS Safari have no install dialog: installing is Share → Add to Home Screen, which
 * this says in three steps. The default export is for React.lazy.
 */
export default function InstallHowTo({ onClose }: { onClose: () => void }) {
  const answersEscape = useEscapeLayer(true);
  return (
    <Modal opened onClose={onClose} closeOnEscape={answersEscape} title="Install on iPhone or iPad" centered>
      <List type="ordered" spacing="xs" size="sm">
        <List.Item>Tap the Share button in Safari (the square with an arrow pointing up).</List.Item>
        <List.Item>Choose Add to Home Screen.</List.Item>
        <List.Item>Tap Add. Ops Portal then opens from its icon on your home screen.</List.Item>
      </List>
      <Text size="xs" c="dimmed" mt="md">
        Other browsers on iPhone and iPad may not offer this: use Safari.
      </Text>
    </Modal>
  );
}
