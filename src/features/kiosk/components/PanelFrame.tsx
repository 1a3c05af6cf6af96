import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One titled panel: a labelled region, so screen readers and tests find it by its name. */
export function PanelFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="section" aria-label={title} gap="md" h="100%" p="lg">
      <Title order={2} fz="clamp(1.4rem, 3vw, 3rem)">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
