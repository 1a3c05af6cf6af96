import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { KeyFigure } from '../../../contracts/displays';
import { PanelFrame } from './PanelFrame';

/** The account's key figures as large numbers, each with its label. */
export function KeyFiguresPanel({ figures }: { figures: KeyFigure[] }) {
  return (
    <PanelFrame title="Key figures">
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
        {figures.map((figure) => (
          <Paper
            key={figure.label}
            p="md"
            radius="md"
            bg="dark.6"
            c="gray.0"
            role="group"
            aria-label={figure.label}
          >
            <Text fz="clamp(2rem, 6vw, 6rem)" fw={700} lh={1}>
              {figure.value}
            </Text>
            <Text fz="clamp(0.9rem, 1.6vw, 1.6rem)" c="gray.4">
              {figure.label}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </PanelFrame>
  );
}
