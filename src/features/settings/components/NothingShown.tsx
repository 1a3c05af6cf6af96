import { Alert, Text } from '@mantine/core';
import { isNetworkError } from '../../../core/api/api-error';
import { isFailedRead } from '../../../core/cache/model/read-failure';
import type { CachedResource } from '../../../core/cache/useCachedResource';
import { ReadFailed } from '../../../core/ui/ReadFailed';
import { nothingShownText, type SettingsSubject } from '../model/settings-rules';

/**
 * A Settings view with nothing to show: empty; not loaded yet for want of a connection; or the
 * read failed (a server error, 429, an unreadable answer), which is no proof there is nothing:
 * 'Could not be loaded.' with Try again then, never a message (S2 §8).
 */
export function NothingShown({
  subject,
  read,
}: {
  subject: SettingsSubject;
  read: Pick<CachedResource<unknown>, 'error' | 'refresh'>;
}) {
  if (isFailedRead(read.error)) return <ReadFailed error={read.error} onTryAgain={read.refresh} />;
  const serverOutOfReach = isNetworkError(read.error);
  const text = nothingShownText(subject, serverOutOfReach);
  return serverOutOfReach ? <Alert color="yellow">{text}</Alert> : <Text c="dimmed">{text}</Text>;
}
