import { Anchor, Paper, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { canManageDisplays } from '../../../contracts/displays';
import { sessionAtom } from '../../../core/auth/session-state';
import { useAtomValue } from '../../../core/state/jotai';

/** On the Configuration page: the way to the Displays view, for users who may manage displays. */
export function DisplaysAdminLink() {
  const claims = useAtomValue(sessionAtom)?.user.claims ?? [];
  if (!canManageDisplays(claims)) return null;
  return (
    <Paper withBorder p="md" radius="md" component="nav" aria-label="Configuration sections">
      <Anchor renderRoot={(props) => <Link {...props} to="/configuration/displays" />} fw={600}>
        Displays
      </Anchor>
      <Text size="sm" c="dimmed">
        Wall displays: their panels, refresh intervals and last heartbeats.
      </Text>
    </Paper>
  );
}
