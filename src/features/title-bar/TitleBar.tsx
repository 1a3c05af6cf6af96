import { Anchor, Button, Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { sessionAtom } from '../../core/auth/session-state';
import { signOut } from '../../core/auth/sign-out';
import { APP_NAME } from '../../core/config/stage';
import { useAtomValue } from '../../core/state/jotai';

/** The title bar (S1 §2.4). */
export function TitleBar({ search, userMenu }: { search: ReactNode; userMenu: ReactNode }) {
  const session = useAtomValue(sessionAtom);
  return (
    <Group h="100%" px="md" justify="space-between" component="nav" aria-label="Title bar">
      <Anchor component={Link} to="/home" fw={700} underline="never">
        {APP_NAME}
      </Anchor>
      {search}
      <Group gap="sm">
        {session && <Text size="sm">{session.user.name}</Text>}
        {userMenu}
        <Button variant="subtle" size="xs" onClick={() => void signOut()}>
          Sign Out
        </Button>
      </Group>
    </Group>
  );
}
