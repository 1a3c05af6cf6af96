import { Button } from '@mantine/core';
import { useState } from 'react';
import { toastSuccess } from '../../../core/ui/toasts';
import { pushRelease } from '../data';

export const NOTIFICATIONS_SENT = 'Notifications Sent';

/** The footer's 'Push Release' (admins, S2 §2): notifies everyone; failures only logged (S2 §8). */
export function PushReleaseButton() {
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
    <Button onClick={push} loading={sending}>
      Push Release
    </Button>
  );
}
