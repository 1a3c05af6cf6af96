import { Button } from '@mantine/core';
import { useState } from 'react';
import { toastSuccess } from '../../../core/ui/toasts';
import { pushRelease } from '../data-hooks';

export const NOTIFICATIONS_SENT = 'Notifications Sent';

/**
 * The footer's 'Push Release' (admins, S2 §2): notifies everyone; failures only logged (S2 §8).
 * `disabled` offline, as the modal's other writes, under its offline hint: a press then failed
 * with nothing on screen, and an admin could believe the release announced (walkthrough 17, D2).
 */
export function PushReleaseButton({ disabled }: { disabled: boolean }) {
  const [sending, setSending] = useState(false);
  const push = () => {
    setSending(true);
    pushRelease()
      .then(
        () => toastSuccess(NOTIFICATIONS_SENT),
        (error: unknown) => console.error('Push Release failed', error),
      )
      .finally(() => setSending(false));
  };
  return (
    <Button onClick={push} loading={sending} disabled={disabled}>
      Push Release
    </Button>
  );
}
