import { Alert } from '@mantine/core';
import { useAtom } from '../../core/state/jotai';
import { handoverReloadNoticeAtom } from './model/handover-reload';

/**
 * Why this page loaded again by itself: another tab signed someone in or changed the impersonation
 * (session-handover.ts), or another device changed the impersonation (session-changed-elsewhere.ts). In the page flow, so it covers no control, until the user closes it.
 */
export function HandoverReloadBanner() {
  const [message, setMessage] = useAtom(handoverReloadNoticeAtom);
  if (!message) return null;
  return (
    <Alert
      role="note"
      aria-label="Page loaded again"
      color="blue"
      variant="light"
      radius={0}
      py={6}
      withCloseButton
      closeButtonLabel="Close"
      onClose={() => setMessage(undefined)}
    >
      {message}
    </Alert>
  );
}
