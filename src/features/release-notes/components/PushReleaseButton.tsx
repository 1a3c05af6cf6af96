import { Button, Loader } from '@mantine/core';
import { type MouseEvent, useRef, useState } from 'react';
import { toastSuccess } from '../../../core/ui/toasts';
import { pushRelease } from '../data-hooks';

export const NOTIFICATIONS_SENT = 'Notifications Sent';

/**
 * The footer's 'Push Release' (admins, S2 §2): notifies everyone; failures only logged (S2 §8).
 * `disabled` offline, as the modal's other writes, under its offline hint: a press then failed
 * with nothing on screen, and an admin could believe the release announced (walkthrough 17, D2).
 *
 * Off (offline) or busy (while it sends) it says so (`aria-disabled`; a loader while it sends) and
 * ignores presses, but is never disabled, as `BusyButton` keeps a busy button: Mantine's `loading`
 * or `disabled` disables the button, and the focus fell to the page's body, from where Tab, this
 * being the modal's last control, left the modal for the page under its overlay (walkthrough 31,
 * D1). Offline too: the connection dropping while it sent took the focus the same way
 * (decision, 2026-12-01). Not `BusyButton` itself, whose `aria-disabled` is its `busy` alone.
 */
export function PushReleaseButton({ disabled }: { disabled: boolean }) {
  const [sending, setSending] = useState(false);
  // Read at the press, not from the render: a second press before the re-render starts no second push.
  const busy = useRef(false);
  const off = sending || disabled;
  const push = (event: MouseEvent<HTMLButtonElement>) => {
    if (off || busy.current) {
      event.preventDefault();
      return;
    }
    busy.current = true;
    setSending(true);
    pushRelease()
      .then(
        () => toastSuccess(NOTIFICATIONS_SENT),
        (error: unknown) => console.error('Push Release failed', error),
      )
      .finally(() => {
        busy.current = false;
        setSending(false);
      });
  };
  return (
    <Button
      data-disabled={off || undefined}
      aria-disabled={off || undefined}
      leftSection={sending ? <Loader size={14} color="currentColor" aria-hidden /> : undefined}
      onClick={push}
    >
      Push Release
    </Button>
  );
}
