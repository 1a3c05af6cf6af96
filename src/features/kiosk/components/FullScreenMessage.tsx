import { Anchor, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { usePageHeading } from '../../../core/ui/page-heading';

/** The message's text size, and its link's: in proportion to the screen, as the heading's. */
const MESSAGE_SIZE = 'clamp(1rem, 2.2vw, 2rem)';

/**
 * A whole-screen message readable from across a room (an unknown display, a first start offline).
 * The link to the list is as large as the message and a light blue, underlined: at Mantine's 18 px
 * and its blue (3.3:1 on the dark background) it was hard to read across a room (walkthrough 38, O10).
 */
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
        <Text fz={MESSAGE_SIZE}>{children}</Text>
        {showList && (
          <Anchor component={Link} to="/display" fz={MESSAGE_SIZE} c="blue.3" underline="always">
            Choose a display
          </Anchor>
        )}
      </Stack>
    </Center>
  );
}
