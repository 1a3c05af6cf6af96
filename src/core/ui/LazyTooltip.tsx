import type { TooltipProps } from '@mantine/core';
import { lazyOnIdle } from './lazy-on-idle';

/** Until the tooltip is in: the control alone (a tooltip shows only after a hover delay anyway). */
function ControlAlone({ children }: TooltipProps) {
  return children;
}

/**
 * Mantine's Tooltip for controls of the first screen (the sidebar's entries and rail buttons):
 * Mantine's tooltip and floating-ui under it (about 19 KB gzip) stay out of the launcher's first
 * chunks and are fetched when the first one mounts (docs/performance.md). A pointer already on a
 * control when they arrive still gets its tooltip, after the usual delay.
 */
export const LazyTooltip = lazyOnIdle<TooltipProps>(
  () => import('./mantine-tooltip').then((m) => m.Tooltip),
  { fallback: ControlAlone, fetchOnMount: true },
);
