import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { KeyFigure } from '../../../contracts/displays';
import { keepNumbersWithUnits } from '../model/figure-label';
import { PanelFrame } from './PanelFrame';

/**
 * The account's key figures as large numbers, each with its label: four in a row where the panel
 * (not the screen: a panel may have half of it) is wide enough for labels such as 'In
 * maintenance' at their largest size (1.6rem), else two rows of two. By the screen's width, a
 * half-width panel on a 1080 px upright screen kept four 74 px labels, and the word ran out.
 */
export function KeyFiguresPanel({ figures }: { figures: KeyFigure[] }) {
  return (
    <PanelFrame title="Key figures">
      <SimpleGrid type="container" cols={{ base: 2, '800px': 4 }} spacing="md">
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
              {keepNumbersWithUnits(figure.label)}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </PanelFrame>
  );
}
