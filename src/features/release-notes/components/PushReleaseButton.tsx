import { Group, Text } from '@mantine/core';
import { useId, useRef, useState } from 'react';
import { BusyButton } from '../../../core/ui/BusyButton';
import { toastSuccess } from '../../../core/ui/toasts';
import { pushRelease } from '../data-hooks';
import { pushFailure } from '../model/push-failure';

export const NOTIFICATIONS_SENT = 'Notifications Sent';

/**
 * Which version a push announces, beside the button and as its description: the server pushes the
 * newest Active version, whichever version the list shows selected (walkthrough 39, O7: an admin
 * with a Draft selected could not tell what everyone would be told of).
 */
export const WHAT_PUSH_SENDS = 'Notifies everyone of the newest Active version.';

/** What a repeat push of a version says: the server sent nothing again (walkthrough 36, D6). */
export const alreadySent = (version: string) =>
  `Notifications for version ${version} were already sent. None were sent again.`;

/**
 * The footer's 'Push Release' (admins, S2 §2): notifies everyone. A failure says why beside it
 * (`pushFailure`, walkthrough 37, D6: a refusal was only in the console, S2 §8's rule).
 * A version is notified once: pushed again, the admin is told its notifications went out before.
 * Which version it is, the newest Active one, is said beside the button (`WHAT_PUSH_SENDS`).
 * Off offline, as the modal's other writes, under its offline hint: a press then failed with
 * nothing on screen, and an admin could believe the release announced (walkthrough 17, D2).
 * `BusyButton`'s `off`, never disabled: the focus fell to the page's body when the connection
 * dropped while it sent, and Tab, this being the modal's last control, left the modal for the
 * page under its overlay (walkthrough 31, D1; decision, 2026-12-01).
 */
export function PushReleaseButton({ disabled }: { disabled: boolean }) {
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string>();
  // Read at the press, not from the render: a second press before the re-render starts no second push.
  const busy = useRef(false);
  const whatItSendsId = useId();
  const push = () => {
    if (busy.current) return;
    busy.current = true;
    setSending(true);
    setFailure(undefined);
    pushRelease()
      .then(
        (pushed) => toastSuccess(pushed.alreadyPushed ? alreadySent(pushed.version) : NOTIFICATIONS_SENT),
        (error: unknown) => {
          console.error('Push Release failed', error);
          setFailure(pushFailure(error));
        },
      )
      .finally(() => {
        busy.current = false;
        setSending(false);
      });
  };
  return (
    <Group gap="sm" wrap="nowrap">
      {/* An alert: heard at once, as a note editor's failed Save is. */}
      {failure && (
        <Text size="sm" c="red" role="alert">
          {failure}
        </Text>
      )}
      <Text id={whatItSendsId} size="xs" c="dimmed">
        {WHAT_PUSH_SENDS}
      </Text>
      <BusyButton busy={sending} off={disabled} onClick={push} aria-describedby={whatItSendsId}>
        Push Release
      </BusyButton>
    </Group>
  );
}
