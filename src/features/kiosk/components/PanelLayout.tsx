import { Box, SimpleGrid } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Display } from '../../../contracts/displays';
import { panelIndexAt } from '../model/rotation';
import { type PanelContext, PanelView } from './PanelView';

/** A screen taller than wide: a wall screen mounted upright, or a phone. */
const PORTRAIT = '(orientation: portrait)';

/**
 * The display's panels: all at once (`grid`), or one at a time in order (`rotate`), the shown
 * panel computed from the time since start so it never drifts. The grid has two columns on a
 * wide screen; on an upright one the panels stack in one column, each a share of the height
 * (two columns at 1080 × 1920 left the lower half empty and the panels narrow).
 */
export function PanelLayout({ display, context }: { display: Display; context: PanelContext }) {
  const { panels } = display;
  const portrait = useMediaQuery(PORTRAIT, false, { getInitialValueInEffect: false });
  if (display.layout === 'grid') {
    return (
      <SimpleGrid cols={portrait || panels.length < 2 ? 1 : { base: 1, md: 2 }} spacing="md" h="100%">
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
