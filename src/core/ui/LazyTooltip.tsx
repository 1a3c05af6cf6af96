import type { TooltipProps } from '@mantine/core';
import { type ComponentType, cloneElement, type ReactElement, useRef, useState } from 'react';
import { lazyOnIdle, SWAP_BOX_STYLE } from './lazy-on-idle';
import type { TooltipPartProps } from './TooltipWithLongPress';

/**
 * Nothing until the module is in. Fetched as the first control mounts, not on idle: the control
 * alone already works, and the sooner the tooltips are in the better.
 */
const TooltipPart = lazyOnIdle<TooltipPartProps>(
  () => import('./TooltipWithLongPress').then((m) => m.TooltipPart),
  { fetchOnMount: true },
);

/**
 * Mantine's Tooltip for controls of the first screen (the sidebar's entries and rail buttons, the
 * launcher's tiles), shown by a hover after S1 §9's delay and by a finger's or a pen's long press
 * (`TooltipWithLongPress`, which holds those defaults): Mantine's tooltip and floating-ui under it
 * (about 19 KB gzip) and the long press stay out of the launcher's first chunks and are fetched
 * when the first one mounts (docs/performance.md). Until they are in, the control is alone (a
 * tooltip shows only after a hover delay anyway). Mantine's Tooltip itself mounts only on a
 * control a pointer reaches (`TooltipPart`): a list of hundreds of entries mounts none. A mouse
 * already resting on a control when the module arrives gets its tooltip after the delay, without
 * moving.
 */
export function LazyTooltip(props: TooltipProps) {
  return useTooltipBox(props, TooltipPart);
}

/**
 * The control and, once its module is in, the tooltip part beside it (not around it: the control
 * stays where it is in the tree, so the part's arrival, and later Mantine's Tooltip, add handlers
 * to the same control rather than mounting it anew with its icons: 232 controls and ~900
 * components on a big tenant's launcher, right after the first screen, and a focused or pressed
 * control would lose its focus or its click). The part draws nothing in place and sends the
 * props it adds to the control (`onControlProps`). The box draws nothing itself either; it notes
 * a pointer inside (its type) from before the part is in.
 */
export function useTooltipBox({ children, ...props }: TooltipProps, Part: ComponentType<TooltipPartProps>) {
  const [added, setAdded] = useState<object>();
  const pointerInside = useRef('');
  return (
    <span
      style={SWAP_BOX_STYLE}
      onPointerEnter={(event) => {
        pointerInside.current = event.pointerType;
      }}
      onPointerLeave={() => {
        pointerInside.current = '';
      }}
    >
      <Part {...props} onControlProps={setAdded} pointerInside={pointerInside}>
        {children}
      </Part>
      {cloneElement(children as ReactElement, added)}
    </span>
  );
}
