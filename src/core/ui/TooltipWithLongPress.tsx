import { Tooltip, type TooltipProps } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import {
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
  type Ref,
  startTransition,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useTooltipBox } from './LazyTooltip';
import { PAGE_TOOLTIP_Z_INDEX } from './layer-z-indexes';
import { drawnTexts, nameCut } from './name-in-full';
import { TOOLTIP_DELAY_MS } from './tooltip-timing';
import { type LongPressTargetProps, useLongPress } from './useLongPress';

interface ControlProps extends Partial<LongPressTargetProps> {
  style?: unknown;
  ref?: Ref<HTMLElement>;
  onPointerEnter?: (event: PointerEvent<Element>) => void;
  onPointerMove?: (event: PointerEvent<Element>) => void;
  onFocus?: (event: FocusEvent<Element>) => void;
  onBlur?: (event: FocusEvent<Element>) => void;
  onKeyDown?: (event: KeyboardEvent<Element>) => void;
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
 * The control's own props with the long press's and the keyboard focus's handlers run first (the
 * click's to swallow it).
 * A style the control has as an object keeps its rules; a Mantine style function or array is left
 * as it is (no control here has one).
 */
function withOurHandlers(props: ControlProps, press: LongPressTargetProps & FocusTargetProps): ControlProps {
  const style = props.style;
  return {
    onPointerDown: chain(press.onPointerDown, props.onPointerDown),
    onContextMenu: chain(press.onContextMenu, props.onContextMenu),
    onClickCapture: chain(press.onClickCapture, props.onClickCapture),
    onFocus: chain(press.onFocus, props.onFocus),
    onBlur: chain(press.onBlur, props.onBlur),
    onKeyDown: chain(press.onKeyDown, props.onKeyDown),
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

interface FocusTargetProps {
  onFocus: (event: FocusEvent<Element>) => void;
  onBlur: () => void;
  onKeyDown: (event: KeyboardEvent<Element>) => void;
}

/**
 * A keyboard's focus (`:focus-visible`, not a click's) on a control whose name is cut or not drawn
 * shows its tooltip at once, until the focus leaves or Escape puts it away (WCAG 1.4.13): a
 * sighted keyboard user reads a cut name as a hover does (walkthrough 38). Escape goes no further
 * than the tooltip (a drawer the sidebar is in stays open).
 */
function useFocusShows(): {
  focusShown: boolean;
  focusProps: FocusTargetProps;
  focused: (control: Element) => void;
} {
  const [focusShown, setFocusShown] = useState(false);
  const focused = (control: Element) => {
    if (!control.matches(':focus-visible')) return;
    if (nameCut(control.getAttribute('aria-label'), drawnTexts(control))) setFocusShown(true);
  };
  return {
    focusShown,
    focused,
    focusProps: {
      onFocus: (event) => focused(event.currentTarget),
      onBlur: () => setFocusShown(false),
      onKeyDown: (event) => {
        if (event.key !== 'Escape' || !focusShown) return;
        event.stopPropagation();
        setFocusShown(false);
      },
    },
  };
}

type Props = Record<string, unknown>;
type Handler = (...args: unknown[]) => unknown;
type SendControlProps = (own: Props, final: Props) => void;

/**
 * The same prop value; a style object by its rules: the long press's merge with the control's own
 * style is a new object at each render, and sent as a change each time it drew the box again, for
 * ever (React's 'Maximum update depth exceeded').
 */
function same(key: string, a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (key !== 'style' || typeof a !== 'object' || typeof b !== 'object' || !a || !b) return false;
  const rules = Object.entries(a);
  return (
    rules.length === Object.keys(b).length &&
    rules.every(([rule, value]) => Object.is(value, (b as Props)[rule]))
  );
}

/**
 * Sends the control's props as the part last drew them (`final`: its own with the long press's,
 * the hover's and Mantine's Tooltip's) to `LazyTooltip`'s box, which draws the control with them.
 * The object sent changes only when its shape does: a handler (`on…`) goes as a function of its
 * own that calls the latest one, any other prop only where it differs from the control's own (the
 * ref, the style, compared by its rules). The part's handlers are new closures at each of its renders, and a render that
 * changed only them costs the box none.
 */
function controlPropsSender(send: (props: Props) => void): SendControlProps {
  let latest: Props = {};
  let sent: Props = {};
  const callers = new Map<string, Handler>();
  const caller = (key: string) => {
    let call = callers.get(key);
    if (!call) {
      call = (...args) => (latest[key] as Handler | undefined)?.(...args);
      callers.set(key, call);
    }
    return call;
  };
  return (own, final) => {
    latest = final;
    const next: Props = {};
    for (const [key, value] of Object.entries(final)) {
      if (key === 'children' || Object.is(value, own[key])) continue;
      next[key] = key.startsWith('on') && typeof value === 'function' ? caller(key) : value;
    }
    const keys = Object.keys(next);
    if (keys.length === Object.keys(sent).length && keys.every((key) => same(key, next[key], sent[key])))
      return;
    sent = next;
    send(next);
  };
}

/**
 * Mantine's Tooltip's child: drawn in place of the control, it draws nothing and sends the props
 * the Tooltip gave it (the control's, with the Tooltip's handlers and ref) to the control.
 */
function ToControl({ sendProps, own, ...final }: Props & { sendProps: SendControlProps; own: Props }) {
  useLayoutEffect(() => sendProps(own, final));
  return null;
}

export interface TooltipPartProps extends TooltipProps {
  /** Takes the props the part adds to the control (`useTooltipBox` draws the control with them). */
  onControlProps: (props: Props) => void;
  /** The type of the pointer inside the control since before the part was in ('' if none). */
  pointerInside: { readonly current: string };
}

/**
 * Mantine's Tooltip, shown to a hover after S1 §9's delay and to a finger or a pen by a long press
 * (`useLongPress`; docs/architecture.md, *Tooltips on a touch screen*), wrapped at 280 px so a
 * long name and subtitle fit a phone. In a module of its own, loaded by `LazyTooltip` apart from
 * the first chunks with the long press and these defaults: until it is in, a control is a control
 * alone (a hover would show nothing yet either). The part is drawn beside its control, not around
 * it (`useTooltipBox`): it adds its props to the control, which stays mounted as the part arrives
 * and as the Tooltip comes.
 *
 * Mantine's Tooltip is mounted only once the control is reached: a hovering pointer enters or
 * moves on it, or a long press shows it. Until then the control has the long press's handlers
 * alone. A Tooltip costs its floating-ui hooks, its transition and its portal at every mount, and
 * a list draws hundreds of controls nobody points at (the sidebar with the large data: about half
 * of a category's render, docs/performance.md). The Tooltip hears a hover that reached the control
 * as a `mouseenter` once it listens (its delay starts there, a few milliseconds after the pointer
 * came), and so does a pointer resting on the control when the part arrived.
 */
export function TooltipPart({
  children,
  opened,
  openDelay = TOOLTIP_DELAY_MS,
  multiline = true,
  maw = 280,
  onControlProps,
  pointerInside,
  ...props
}: TooltipPartProps) {
  const { shown, targetProps } = useLongPress();
  const { focusShown, focusProps, focused } = useFocusShows();
  const [reached, setReached] = useState(false);
  // Latched: the Tooltip stays once it is in.
  if ((shown || focusShown) && !reached) setReached(true);
  const wrapped = reached || shown || focusShown || opened !== undefined;
  const own = (children as ReactElement<ControlProps & Props>).props;
  const element = useRef<HTMLElement>(null);
  const ref = useMergedRef(element, own.ref);
  const [sendProps] = useState(() => controlPropsSender(onControlProps));
  const hovered = useRef(false);
  const reach = () => {
    hovered.current = true;
    // A transition: the Tooltip's mount is no reason to hold a press or a keystroke.
    startTransition(() => setReached(true));
  };
  // A mouse already resting on the control when this module arrived gets no pointerenter from
  // the browser: the module's arrival counts as its coming (`useTooltipBox` noted it). Not a
  // finger held there (a tap begun before the module came): a touch shows no hover tooltip.
  // biome-ignore lint/correctness/useExhaustiveDependencies: at the part's arrival only
  useEffect(() => {
    if (pointerInside.current && pointerInside.current !== 'touch') reach();
  }, []);
  // A keyboard's focus already on the control when this module arrived had no handler to hear it:
  // seen once the control has the part's ref (a render after the arrival).
  const focusSeen = useRef(false);
  useEffect(() => {
    if (focusSeen.current || !element.current) return;
    focusSeen.current = true;
    if (element.current === document.activeElement) focused(element.current);
  });
  useEffect(() => {
    if (!wrapped || !hovered.current) return;
    hovered.current = false;
    // The Tooltip listens on its control once floating-ui has it, a render after the mount; a
    // pointer gone by then is not announced (no mouseleave would close the tooltip).
    const timer = setTimeout(() => {
      if (element.current?.matches(':hover')) element.current.dispatchEvent(new MouseEvent('mouseenter'));
    }, 0);
    return () => clearTimeout(timer);
  }, [wrapped]);

  const { children: _, ...ownProps } = own;
  const pressable: Props = { ...ownProps, ...withOurHandlers(own, { ...targetProps, ...focusProps }), ref };
  useLayoutEffect(() => {
    if (wrapped) return;
    const reachByHover = (event: PointerEvent<Element>) => {
      if (hovers(event)) reach();
    };
    sendProps(own, {
      ...pressable,
      onPointerEnter: chain(reachByHover, own.onPointerEnter),
      onPointerMove: chain(reachByHover, own.onPointerMove),
    });
  });
  if (!wrapped) return null;

  // A control of the page (not inside a dialog) draws its tooltip under the floating panels: a
  // panel over the page covers what the page shows (walkthrough 12, D4). Read from the element
  // drawn.
  const onPage = element.current !== null && !element.current.closest('[role="dialog"]');
  return (
    // Controlled only while the long press or a keyboard's focus shows it: otherwise the hover's
    // own state.
    <Tooltip
      {...props}
      openDelay={openDelay}
      multiline={multiline}
      maw={maw}
      zIndex={props.zIndex ?? (onPage ? PAGE_TOOLTIP_Z_INDEX : undefined)}
      opened={opened ?? (shown || focusShown || undefined)}
    >
      <ToControl {...pressable} sendProps={sendProps} own={own} />
    </Tooltip>
  );
}

/**
 * The control with its tooltip and long press at once, as `LazyTooltip` draws it once the module
 * is in.
 */
export function TooltipWithLongPress(props: TooltipProps) {
  return useTooltipBox(props, TooltipPart);
}
