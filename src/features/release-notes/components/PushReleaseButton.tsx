import { useRef, useState } from 'react';
import { BusyButton } from '../../../core/ui/BusyButton';
import { toastSuccess } from '../../../core/ui/toasts';
import { pushRelease } from '../data-hooks';

export const NOTIFICATIONS_SENT = 'Notifications Sent';

/**
 * The footer's 'Push Release' (admins, S2 §2): notifies everyone; failures only logged (S2 §8).
 * `disabled` offline, as the modal's other writes, under its offline hint: a press then failed
 * with nothing on screen, and an admin could believe the release announced (walkthrough 17, D2).
 *
 * While it sends it is busy, not disabled: Mantine's `loading` disables the button, and the focus
 * fell to the page's body, from where Tab, this being the modal's last control, left the modal for
 * the page under its overlay (walkthrough 31, D1). It keeps the focus while busy (`BusyButton`).
 */
export function PushReleaseButton({ disabled }: { disabled: boolean }) {
  const [sending, setSending] = useState(false);
  // Read at the press, not from the render: a second press before the re-render starts no second push.
  const busy = useRef(false);
  const push = () => {
    if (busy.current) return;
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
    <BusyButton onClick={push} disabled={disabled} busy={sending}>
      Push Release
    </BusyButton>
  );
}
