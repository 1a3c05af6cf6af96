import { Alert, Text } from '@mantine/core';
import { isNetworkError } from '../../../core/api/api-error';
import { nothingShownText, type SettingsSubject } from '../model/settings-rules';

/** A Settings view with nothing to show: empty, or not loaded yet for want of a connection. */
export function NothingShown({ subject, error }: { subject: SettingsSubject; error: unknown }) {
  const serverOutOfReach = isNetworkError(error);
  const text = nothingShownText(subject, serverOutOfReach);
  return serverOutOfReach ? <Alert color="yellow">{text}</Alert> : <Text c="dimmed">{text}</Text>;
}
