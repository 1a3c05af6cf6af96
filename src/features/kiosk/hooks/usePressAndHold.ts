import { type PointerEvent, useRef } from 'react';

/** Press and hold this long (a technician's finger on a touch screen, or the mouse). */
export const PRESS_AND_HOLD_MS = 2_000;

/**
 * Pointer handlers that call `onHeld` after a press held without lifting or leaving: the wall
 * display's technician corner, which a passer-by's tap must not open. (Not core's `useLongPress`,
 * the 500 ms press that shows a tooltip to a finger.)
 */
export function usePressAndHold(onHeld: () => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancel = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
  };
  return {
    onPointerDown: (event: PointerEvent) => {
      event.preventDefault();
      cancel();
      timer.current = setTimeout(onHeld, PRESS_AND_HOLD_MS);
    },
    onPointerUp: cancel,
    onPointerLeave: cancel,
    onPointerCancel: cancel,
  };
}
