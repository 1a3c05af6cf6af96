import { Box, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMediaQuery, useWindowEvent } from '@mantine/hooks';
import { useLayoutEffect, useRef, useState } from 'react';
import type { Display } from '../../../contracts/displays';
import { contentCut, GRID_IN_TURN_NOTE, panelsKey, shownLayout } from '../model/grid-fit';
import { panelIndexAt } from '../model/rotation';
import { type PanelContext, PanelView } from './PanelView';

/** A screen taller than wide: a wall screen mounted upright, or a phone. */
const PORTRAIT = '(orientation: portrait)';

/**
 * The display's panels: all at once (`grid`), or one at a time in order (`rotate`), the shown
 * panel computed from the time since start so it never drifts. The grid has two columns on a
 * wide screen; on an upright one the panels stack in one column, each a share of the height
 * (two columns at 1080 × 1920 left the lower half empty and the panels narrow). A grid whose
 * panels do not all fit on this screen shows them in turn, and says so (`model/grid-fit.ts`).
 */
export function PanelLayout({ display, context }: { display: Display; context: PanelContext }) {
  const { panels } = display;
  const [cutPanels, setCutPanels] = useState<string>();
  // A turned or resized screen may have room for the grid again: it is measured anew.
  useWindowEvent('resize', () => setCutPanels(undefined));
  const layout = shownLayout(display.layout, panels, cutPanels);
  if (layout === 'grid') {
    return <PanelGrid display={display} context={context} onCut={() => setCutPanels(panelsKey(panels))} />;
  }
  const index = panelIndexAt(panels.length, display.rotateSeconds * 1_000, context.elapsedMs);
  const panel = panels[index];
  const shown = panel && <PanelView panel={panel} context={context} />;
  if (layout === 'rotate') return <Box h="100%">{shown}</Box>;
  return (
    <Stack h="100%" gap={4}>
      <Box style={{ flex: 1, minHeight: 0 }}>{shown}</Box>
      {/* Under the panel, not over it; the panels' light grey, as the status corner's note. */}
      <Text role="note" fz="xs" c="gray.4">
        {GRID_IN_TURN_NOTE}
      </Text>
    </Stack>
  );
}

/** Every panel at once; calls `onCut` when a panel's content runs past its share of the screen. */
function PanelGrid({
  display,
  context,
  onCut,
}: {
  display: Display;
  context: PanelContext;
  onCut: () => void;
}) {
  const { panels } = display;
  const portrait = useMediaQuery(PORTRAIT, false, { getInitialValueInEffect: false });
  const cells = useRef<(HTMLDivElement | null)[]>([]);
  // After every render, before it is painted: the clock's tick renders each second, so content
  // that grew (new data, the next announcement) is measured within a second, and a grid that
  // cannot fit is never shown cut.
  useLayoutEffect(() => {
    if (cells.current.some((cell) => cell !== null && panelCut(cell))) onCut();
  });
  return (
    <SimpleGrid cols={portrait || panels.length < 2 ? 1 : { base: 1, md: 2 }} spacing="md" h="100%">
      {panels.map((panel, index) => (
        <Box
          // Panels have no ids; their place in the list is what the admin configured.
          // biome-ignore lint/suspicious/noArrayIndexKey: position is the identity here
          key={index}
          ref={(cell: HTMLDivElement | null) => {
            cells.current[index] = cell;
          }}
          style={{ minHeight: 0, overflow: 'hidden' }}
        >
          <PanelView panel={panel} context={context} />
        </Box>
      ))}
    </SimpleGrid>
  );
}

/** Whether `cell` cuts its panel's parts (the panel is the cell's one child: `PanelFrame`, the clock). */
function panelCut(cell: HTMLElement): boolean {
  const parts = [...(cell.firstElementChild?.children ?? [])];
  return contentCut(
    cell.getBoundingClientRect(),
    parts.map((part) => part.getBoundingClientRect()),
  );
}
