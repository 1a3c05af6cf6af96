import { Button, Group, Text } from '@mantine/core';
import { useEffect } from 'react';
import { isApiError } from '../api/api-error';
import { APP_LOCALE } from '../format/date-time';

/** What a screen says in place of its content when the read failed and nothing is cached. */
export const READ_FAILED_TEXT = 'Could not be loaded.';

const timeFormat = new Intl.DateTimeFormat(APP_LOCALE, {
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
});

/** The server asked to wait (`Retry-After`): when the read is asked again by itself. */
export function retryAtText(retryAt: number): string {
  return `The server is busy; trying again at ${timeFormat.format(retryAt)}.`;
}

/**
 * The neutral in-place state of a read that failed with nothing cached (`isFailedRead`): not a
 * message (S2 §8 forbids one for these failures), and not the empty text, which would say there
 * is nothing. 'Try again' asks the server again; while the server's `Retry-After` lasts it is off,
 * and the read is asked again by itself when the wait is over. Without
 * `onTryAgain` only the text: a second pane beside the one holding the button.
 */
export function ReadFailed({ error, onTryAgain }: { error?: unknown; onTryAgain?: () => void }) {
  const retryAt = isApiError(error) ? error.retryAt : undefined;
  // The server's wait is over: ask again by itself (here, not in every cached read: the launcher's
  // first load stays as small, docs/performance.md). A wait already over asks at once.
  useEffect(() => {
    if (retryAt === undefined || !onTryAgain) return;
    const timer = setTimeout(onTryAgain, Math.max(0, retryAt - Date.now()));
    return () => clearTimeout(timer);
  }, [retryAt, onTryAgain]);
  return (
    <Group gap="xs" role="status" wrap="wrap">
      <Text c="dimmed" size="sm">
        {READ_FAILED_TEXT}
        {retryAt !== undefined && ` ${retryAtText(retryAt)}`}
      </Text>
      {onTryAgain && (
        <Button variant="light" size="compact-sm" onClick={onTryAgain} disabled={retryAt !== undefined}>
          Try again
        </Button>
      )}
    </Group>
  );
}
