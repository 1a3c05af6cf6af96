import { Anchor, AppShell, Button, Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { sessionAtom } from '../../core/auth/session-state';
import { signOut } from '../../core/auth/sign-out';
import { APP_NAME } from '../../core/config/stage';
import { useAtomValue } from '../../core/state/jotai';
import { EnvironmentBanner } from '../../core/ui/EnvironmentBanner';

/** The signed-in frame around every non-bare page. */
export function AppFrame({ children }: { children: ReactNode }) {
  const session = useAtomValue(sessionAtom);
  return (
    <AppShell header={{ height: 56 }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" component="nav" aria-label="Title bar">
          <Anchor component={Link} to="/home" fw={700} underline="never">
            {APP_NAME}
          </Anchor>
          <Group gap="sm">
            {session && <Text size="sm">{session.user.name}</Text>}
            <Button variant="subtle" size="xs" onClick={() => void signOut()}>
              Sign Out
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        <EnvironmentBanner />
        {children}
      </AppShell.Main>
    </AppShell>
  );
}
