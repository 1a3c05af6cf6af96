import { Button, Group, Modal, Text } from '@mantine/core';
import type { Announcement } from '../../contracts/shell';
import { useRefreshOnReturn } from '../../core/cache/useRefreshOnReturn';
import { wrapsLongWords } from '../../core/ui/authored-text';
import { useEscapeLayer } from '../../core/ui/escape-layers';
import { SafeHtml } from '../../core/ui/SafeHtml';

interface AnnouncementPopupProps {
  announcement: Announcement | undefined;
  opened: boolean;
  /** e.g. '2 of 3'. */
  position: string;
  canMove: boolean;
  dismissing: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onDismiss: () => void;
  onClose: () => void;
  /**
   * Reads the announcements again, when the page is shown again: a dismissal on another device
   * shows (here, in the part loaded on idle, not in the banner's first chunks: docs/shell.md).
   */
  refresh: () => void;
}

/** One announcement in full (S1 §2.7): title, HTML body, previous, next, Close and, when allowed, Dismiss. */
export function AnnouncementPopup({
  announcement,
  opened,
  position,
  canMove,
  dismissing,
  onPrevious,
  onNext,
  onDismiss,
  onClose,
  refresh,
}: AnnouncementPopupProps) {
  useRefreshOnReturn(refresh);
  const answersEscape = useEscapeLayer(opened && announcement !== undefined);
  return (
    <Modal
      opened={opened && announcement !== undefined}
      onClose={onClose}
      closeOnEscape={answersEscape}
      title={announcement && <bdi>{announcement.title}</bdi>}
      withCloseButton={false}
      size="lg"
      centered
      // Its title too is text someone wrote.
      styles={{ content: wrapsLongWords }}
    >
      {announcement && <SafeHtml html={announcement.text} onInternalLink={onClose} />}
      <Group justify="space-between" mt="lg">
        <Group gap="xs">
          <Button variant="default" onClick={onPrevious} disabled={!canMove}>
            Previous
          </Button>
          <Button variant="default" onClick={onNext} disabled={!canMove}>
            Next
          </Button>
          <Text size="sm" c="dimmed">
            {position}
          </Text>
        </Group>
        <Group gap="xs">
          {announcement?.allowAcknowledge && (
            <Button variant="light" color="red" onClick={onDismiss} loading={dismissing}>
              Dismiss
            </Button>
          )}
          <Button onClick={onClose}>Close</Button>
        </Group>
      </Group>
    </Modal>
  );
}
