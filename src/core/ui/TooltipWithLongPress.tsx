import { Tooltip, type TooltipProps } from '@mantine/core';
import { type CSSProperties, cloneElement, isValidElement, type ReactElement } from 'react';
import { TOOLTIP_DELAY_MS } from './tooltip-timing';
import { type LongPressTargetProps, useLongPress } from './useLongPress';

interface ControlProps extends Partial<LongPressTargetProps> {
  style?: unknown;
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
 * Mantine's Tooltip, shown to a hover after S1 §9's delay and to a finger or a pen by a long press
 * (`useLongPress`; docs/architecture.md, *Tooltips on a touch screen*), wrapped at 280 px so a
 * long name and subtitle fit a phone. In a module of its own, loaded by `LazyTooltip` apart from
 * the first chunks with the long press and these defaults: until it is in, a control is a control
 * alone (a hover would show nothing yet either).
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
  if (!isValidElement<ControlProps>(children))
    return (
      <Tooltip {...props} openDelay={openDelay} multiline={multiline} maw={maw} opened={opened}>
        {children}
      </Tooltip>
    );
  const control = children as ReactElement<ControlProps>;
  return (
    // Controlled only while the long press shows it: otherwise the hover's own state.
    <Tooltip
      {...props}
      openDelay={openDelay}
      multiline={multiline}
      maw={maw}
      opened={opened ?? (shown || undefined)}
    >
      {cloneElement(control, withLongPress(control.props, targetProps))}
    </Tooltip>
  );
}
