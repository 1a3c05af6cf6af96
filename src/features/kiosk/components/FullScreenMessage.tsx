import { Anchor, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { usePageHeading } from '../../../core/ui/page-heading';

/** A whole-screen message readable from across a room (an unknown display, a first start offline). */
export function FullScreenMessage({
  title,
  children,
  showList = true,
}: {
  title: string;
  children: ReactNode;
  showList?: boolean;
}) {
  usePageHeading(title);
  return (
    <Center component="main" h="100dvh" bg="dark.8" c="gray.0" p="xl">
      <Stack align="center" gap="md" maw={900} ta="center">
        <Title order={1} fz="clamp(2rem, 5vw, 4rem)">
          {title}
        </Title>
        <Text fz="clamp(1rem, 2.2vw, 2rem)">{children}</Text>
        {showList && (
          <Anchor component={Link} to="/display" fz="lg">
            Choose a display
          </Anchor>
        )}
      </Stack>
    </Center>
  );
}
