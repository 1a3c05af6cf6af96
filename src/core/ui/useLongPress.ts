import { type MouseEvent, type PointerEvent, useEffect, useState } from 'react';
import {
  LONG_PRESS_IDLE,
  LONG_PRESS_MS,
  type LongPressEvent,
  longPressBlocksContextMenu,
  longPressShows,
  longPressStep,
  longPressSwallowsClick,
  longPressTiming,
} from './long-press';

/** The handlers a control takes so that a long press of a finger or pen shows its tooltip. */
export interface LongPressTargetProps {
  onPointerDown: (event: PointerEvent<Element>) => void;
  onContextMenu: (event: MouseEvent<Element>) => void;
  onClickCapture: (event: MouseEvent<Element>) => void;
}

/**
 * The rules of `long-press.ts` wired to a control and the window: the timer, the pointer after
 * it went down (on the window, so a pen that leaves the control is still followed), and what
 * dismisses a shown tooltip (a press anywhere, a scroll of any scroller, a key). The window is
 * listened to only while a press or its tooltip is on.
 */
function longPressController(onShownChange: (shown: boolean) => void) {
  let state = LONG_PRESS_IDLE;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let listening = false;

  const onMove = (event: globalThis.PointerEvent) =>
    send({ type: 'move', pointerId: event.pointerId, x: event.clientX, y: event.clientY });
  const onUp = (event: globalThis.PointerEvent) => send({ type: 'up', pointerId: event.pointerId });
  const onCancel = (event: globalThis.PointerEvent) => send({ type: 'cancel', pointerId: event.pointerId });
  const dismiss = () => send({ type: 'dismiss' });
  const windowListeners = [
    ['pointermove', onMove],
    ['pointerup', onUp],
    ['pointercancel', onCancel],
    // Before the control's own handler: a press on the same control dismisses, then starts anew.
    ['pointerdown', dismiss],
    ['scroll', dismiss],
    ['keydown', dismiss],
  ] as const;
  const listen = (on: boolean) => {
    if (on === listening) return;
    listening = on;
    for (const [type, listener] of windowListeners) {
      if (on) window.addEventListener(type, listener as EventListener, { capture: true, passive: true });
      else window.removeEventListener(type, listener as EventListener, { capture: true });
    }
  };

  function send(event: LongPressEvent) {
    const before = state;
    const next = longPressStep(before, event);
    if (next === before) return;
    state = next;
    if (longPressTiming(before) || longPressTiming(next)) {
      clearTimeout(timer);
      timer = longPressTiming(next) ? setTimeout(() => send({ type: 'timeout' }), LONG_PRESS_MS) : undefined;
    }
    listen(next.phase !== 'idle');
    if (longPressShows(before) !== longPressShows(next)) onShownChange(longPressShows(next));
  }

  const targetProps: LongPressTargetProps = {
    onPointerDown: (event) => {
      // A second finger (a pinch) is no press of its own: the window's listener dismissed.
      if (!event.isPrimary) return;
      send({
        type: 'down',
        pointerId: event.pointerId,
        pointerType: event.pointerType,
        button: event.button,
        x: event.clientX,
        y: event.clientY,
      });
    },
    onContextMenu: (event) => {
      // The browser's own long press (a link's menu, the text selection): the tooltip instead.
      if (!longPressBlocksContextMenu(state)) return;
      event.preventDefault();
      send({ type: 'timeout' });
    },
    onClickCapture: (event) => {
      const swallow = longPressSwallowsClick(state);
      send({ type: 'click' });
      if (!swallow) return;
      // The release of a long press: it showed the tooltip, it does not open the app.
      event.preventDefault();
      event.stopPropagation();
    },
  };

  const stop = () => {
    clearTimeout(timer);
    listen(false);
    state = LONG_PRESS_IDLE;
  };
  return { targetProps, stop };
}

/**
 * A long press of a finger or pen on a control (no hover there): `shown` once it is held
 * `LONG_PRESS_MS`, and until the next press anywhere, a scroll or a key; the release after it does
 * not press the control. Spread `targetProps` on the control. A mouse is left to the hover.
 */
export function useLongPress(): { shown: boolean; targetProps: LongPressTargetProps } {
  const [shown, setShown] = useState(false);
  const [controller] = useState(() => longPressController(setShown));
  useEffect(() => controller.stop, [controller]);
  return { shown, targetProps: controller.targetProps };
}
