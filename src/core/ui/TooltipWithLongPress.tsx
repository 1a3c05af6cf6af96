import { Tooltip, type TooltipProps } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import {
  type CSSProperties,
  cloneElement,
  isValidElement,
  type PointerEvent,
  type ReactElement,
  type Ref,
  startTransition,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { PAGE_TOOLTIP_Z_INDEX } from './layer-z-indexes';
import { TOOLTIP_DELAY_MS } from './tooltip-timing';
import { type LongPressTargetProps, useLongPress } from './useLongPress';
import { usePressHold } from './usePressHold';

interface ControlProps extends Partial<LongPressTargetProps> {
  style?: unknown;
  ref?: Ref<HTMLElement>;
  onPointerEnter?: (event: PointerEvent<Element>) => void;
  onPointerMove?: (event: PointerEvent<Element>) => void;
}

/**
 * Under a finger held on the control, no callout (iOS Safari's menu for a link) and no text
 * selection: the tooltip is what a long press shows.
 */
const NO_CALLOUT: CSSProperties = {
  WebkitTouchCallout: 'none',
  WebkitUserSelect: 'none',
  userSelect: 'none',
};

function chain<E>(ours: (event: E) => void, theirs: ((event: E) => void) | undefined) {
  return theirs
    ? (event: E) => {
        ours(event);
        theirs(event);
      }
    : ours;
}

/**
 * The control's own props with the long press's handlers run first (the click's to swallow it).
 * A style the control has as an object keeps its rules; a Mantine style function or array is left
 * as it is (no control here has one).
 */
function withLongPress(props: ControlProps, press: LongPressTargetProps): ControlProps {
  const style = props.style;
  return {
    onPointerDown: chain(press.onPointerDown, props.onPointerDown),
    onContextMenu: chain(press.onContextMenu, props.onContextMenu),
    onClickCapture: chain(press.onClickCapture, props.onClickCapture),
    style:
      style === undefined
        ? NO_CALLOUT
        : typeof style === 'object' && !Array.isArray(style)
          ? { ...NO_CALLOUT, ...style }
          : style,
  };
}

/**
 * A pointer that can hover: a mouse, or a pen above the screen (a pen's contact, like a finger's,
 * is left to the long press).
 */
const hovers = (event: PointerEvent) =>
  event.pointerType === 'mouse' || (event.pointerType === 'pen' && event.buttons === 0);

/**
 * Mantine's Tooltip, shown to a hover after S1 §9's delay and to a finger or a pen by a long press
 * (`useLongPress`; docs/architecture.md, *Tooltips on a touch screen*), wrapped at 280 px so a
 * long name and subtitle fit a phone. In a module of its own, loaded by `LazyTooltip` apart from
 * the first chunks with the long press and these defaults: until it is in, a control is a control
 * alone (a hover would show nothing yet either).
 *
 * Mantine's Tooltip is mounted only once the control is reached: a hovering pointer enters or
 * moves on it, or a long press shows it. Until then the control has the long press's handlers
 * alone. A Tooltip costs its floating-ui hooks, its transition and its portal at every mount, and
 * a list draws hundreds of controls nobody points at (the sidebar with the large data: about half
 * of a category's render, docs/performance.md). Wrapping the control mounts it anew, so the swap
 * keeps what the old element had: the focus, and the hover, which the Tooltip hears as a
 * `mouseenter` (its delay starts there, a few milliseconds after the pointer came).
 */
export function TooltipWithLongPress({
  children,
  opened,
  openDelay = TOOLTIP_DELAY_MS,
  multiline = true,
  maw = 280,
  ...props
}: TooltipProps) {
  const { shown, targetProps } = useLongPress();
  const [reached, setReached] = useState(false);
  // Latched: the Tooltip stays once it is in (unwrapping would mount the control anew again).
  if (shown && !reached) setReached(true);
  // A pointer that came to press waits for its click: the swap would otherwise fall between the
  // press and the release. A long press shows its tooltip during the press: its release presses
  // nothing anyway.
  const [holding, pressed] = usePressHold();
  const control = isValidElement<ControlProps>(children) ? (children as ReactElement<ControlProps>) : null;
  const wrapped = (reached && !holding) || shown || opened !== undefined || control === null;
  const element = useRef<HTMLElement>(null);
  const ref = useMergedRef(element, control?.props.ref);
  const continuity = useSwapContinuity(element, wrapped);
  const reach = () => {
    continuity.hoveredAtSwap();
    // A transition: React flushes any other pending update at the start of the next press,
    // before its handlers, and a swap drawn then took the pressed element, and its click, away
    // (a test's click right after the hover). A transition waits for the press to be held.
    startTransition(() => setReached(true));
  };
  // A pointer already resting on the control when this module arrived gets no pointerenter from
  // the browser; `LazyTooltip`'s swap announces it with a `mouseenter` of its own (untrusted), and
  // its tooltip comes after the delay, as for a pointer that just arrived. The browser's own
  // mouseenter comes with a pointerenter, which `reachByHover` weighs by its pointer (a finger's
  // tap sends one too, and shows no tooltip).
  useEffect(() => {
    const control = element.current;
    if (wrapped || !control) return;
    const announced = (event: Event) => {
      if (!event.isTrusted) reach();
    };
    control.addEventListener('mouseenter', announced);
    return () => control.removeEventListener('mouseenter', announced);
  });

  // A control of the page (not inside a dialog) draws its tooltip under the floating panels: a
  // panel over the page covers what the page shows (walkthrough 12, D4). Read from the element
  // drawn, as `useSwapContinuity` does.
  const onPage = element.current !== null && !element.current.closest('[role="dialog"]');
  const tooltipProps = {
    ...props,
    openDelay,
    multiline,
    maw,
    zIndex: props.zIndex ?? (onPage ? PAGE_TOOLTIP_Z_INDEX : undefined),
  };
  if (!control)
    return (
      <Tooltip {...tooltipProps} opened={opened}>
        {children}
      </Tooltip>
    );
  const own = control.props;
  const pressable = { ...withLongPress(own, targetProps), ref };
  if (!wrapped) {
    const reachByHover = (event: PointerEvent<Element>) => {
      if (hovers(event)) reach();
    };
    return cloneElement(control, {
      ...pressable,
      onPointerDown: chain(pressed, pressable.onPointerDown),
      onPointerEnter: chain(reachByHover, own.onPointerEnter),
      onPointerMove: chain(reachByHover, own.onPointerMove),
    });
  }
  return (
    // Controlled only while the long press shows it: otherwise the hover's own state.
    <Tooltip {...tooltipProps} opened={opened ?? (shown || undefined)}>
      {cloneElement(control, pressable)}
    </Tooltip>
  );
}

/**
 * The control swapped for the same control inside the Tooltip: the focus it had moves to the new
 * element, and a pointer that reached it is announced to the Tooltip. Read in the render that
 * draws the swap, when the DOM is still the old element's (as `lazyOnIdle`'s swap does).
 */
function useSwapContinuity(element: { readonly current: HTMLElement | null }, wrapped: boolean) {
  const drawnWrapped = useRef(wrapped);
  const hadFocus = useRef(false);
  const hovered = useRef(false);
  if (wrapped && !drawnWrapped.current)
    hadFocus.current = element.current !== null && element.current === document.activeElement;
  useLayoutEffect(() => {
    if (!wrapped || drawnWrapped.current) return;
    drawnWrapped.current = true;
    const focused = document.activeElement;
    // Only when the focus went with the old element.
    if (hadFocus.current && (focused === null || focused === document.body))
      element.current?.focus({ preventScroll: true });
    hadFocus.current = false;
  }, [wrapped, element]);
  useEffect(() => {
    if (!wrapped || !hovered.current) return;
    hovered.current = false;
    // The Tooltip listens on its control once floating-ui has it, a render after the mount; a
    // pointer gone by then is not announced (no mouseleave would close the tooltip).
    const timer = setTimeout(() => {
      if (element.current?.matches(':hover')) element.current.dispatchEvent(new MouseEvent('mouseenter'));
    }, 0);
    return () => clearTimeout(timer);
  }, [wrapped, element]);
  return {
    hoveredAtSwap: () => {
      hovered.current = true;
    },
  };
}
