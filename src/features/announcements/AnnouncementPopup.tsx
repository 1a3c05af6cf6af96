import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import type { Announcement } from '../../contracts/shell';
import { messageOf } from '../../core/api/api-error';
import { useRefreshOnReturn } from '../../core/cache/useRefreshOnReturn';
import { wrapsLongWords } from '../../core/ui/authored-text';
import { BusyButton } from '../../core/ui/BusyButton';
import { useEscapeLayer } from '../../core/ui/escape-layers';
import { SafeHtml } from '../../core/ui/SafeHtml';
import { toastError } from '../../core/ui/toasts';
import { FOCUS_PEER, useKeepFocusIn } from '../../core/ui/useFocusLanding';
import { acknowledgeAnnouncement } from './acknowledge';

interface AnnouncementPopupProps {
  announcement: Announcement | undefined;
  opened: boolean;
  /** e.g. '2 of 3'. */
  position: string;
  canMove: boolean;
  onPrevious: () => void;
  onNext: () => void;
  /** After Dismiss was done at the server: the banner hides it at once. */
  onDismissed: (id: number) => void;
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
  onPrevious,
  onNext,
  onDismissed,
  onClose,
  refresh,
}: AnnouncementPopupProps) {
  useRefreshOnReturn(refresh);
  const [dismissing, setDismissing] = useState(false);
  const dismiss = async (shown: Announcement) => {
    setDismissing(true);
    try {
      await acknowledgeAnnouncement(shown.id);
      onDismissed(shown.id);
    } catch (error) {
      toastError('Announcement not dismissed', messageOf(error));
    } finally {
      setDismissing(false);
    }
  };
  const answersEscape = useEscapeLayer(opened && announcement !== undefined);
  // Dismiss, pressed, waits (disabled) and may then be gone (the next announcement allows none):
  // the focus goes to Close rather than to the page's body (walkthrough 12, D3).
  const keepFocus = useKeepFocusIn<HTMLDivElement>();
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
      <Group ref={keepFocus} justify="space-between" mt="lg">
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
            <BusyButton
              variant="light"
              color="red"
              onClick={() => void dismiss(announcement)}
              busy={dismissing}
              {...FOCUS_PEER}
            >
              Dismiss
            </BusyButton>
          )}
          <Button onClick={onClose} {...FOCUS_PEER}>
            Close
          </Button>
        </Group>
      </Group>
    </Modal>
  );
}
