import { Box, SimpleGrid } from '@mantine/core';
import type { Display } from '../../../contracts/displays';
import { panelIndexAt } from '../model/rotation';
import { type PanelContext, PanelView } from './PanelView';

/**
 * The display's panels: all at once (`grid`), or one at a time in order (`rotate`), the shown
 * panel computed from the time since start so it never drifts.
 */
export function PanelLayout({ display, context }: { display: Display; context: PanelContext }) {
  const { panels } = display;
  if (display.layout === 'grid') {
    return (
      <SimpleGrid cols={{ base: 1, md: panels.length > 1 ? 2 : 1 }} spacing="md" h="100%">
        {panels.map((panel, index) => (
          // Panels have no ids; their place in the list is what the admin configured.
          // biome-ignore lint/suspicious/noArrayIndexKey: position is the identity here
          <Box key={index} style={{ minHeight: 0, overflow: 'hidden' }}>
            <PanelView panel={panel} context={context} />
          </Box>
        ))}
      </SimpleGrid>
    );
  }
  const index = panelIndexAt(panels.length, display.rotateSeconds * 1_000, context.elapsedMs);
  const panel = panels[index];
  return <Box h="100%">{panel && <PanelView panel={panel} context={context} />}</Box>;
}
