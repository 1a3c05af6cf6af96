import type { TooltipProps } from '@mantine/core';
import { lazyOnIdle } from './lazy-on-idle';

/** Until the tooltip is in: the control alone (a tooltip shows only after a hover delay anyway). */
function ControlAlone({ children }: TooltipProps) {
  return children;
}

/**
 * Mantine's Tooltip for controls of the first screen (the sidebar's entries and rail buttons, the
 * launcher's tiles), shown by a hover after S1 §9's delay and by a finger's or a pen's long press
 * (`TooltipWithLongPress`, which holds those defaults): Mantine's tooltip and floating-ui under it
 * (about 19 KB gzip) and the long press stay out of the launcher's first chunks and are fetched
 * when the first one mounts (docs/performance.md). Mantine's Tooltip itself mounts only on a
 * control a pointer reaches (`TooltipWithLongPress`): a list of hundreds of entries mounts none.
 * A mouse already resting on a control when the module arrives gets its tooltip after the delay,
 * without moving (`TooltipWithLongPress`).
 */
export const LazyTooltip = lazyOnIdle<TooltipProps>(
  () => import('./TooltipWithLongPress').then((m) => m.TooltipWithLongPress),
  { fallback: ControlAlone, fetchOnMount: true },
);
