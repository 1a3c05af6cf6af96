import { type PointerEvent, useRef } from 'react';

/** Press and hold this long (a technician's finger on a touch screen, or the mouse). */
export const LONG_PRESS_MS = 2_000;

/** Pointer handlers that call `onLongPress` after a press held without lifting or leaving. */
export function useLongPress(onLongPress: () => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancel = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
  };
  return {
    onPointerDown: (event: PointerEvent) => {
      event.preventDefault();
      cancel();
      timer.current = setTimeout(onLongPress, LONG_PRESS_MS);
    },
    onPointerUp: cancel,
    onPointerLeave: cancel,
    onPointerCancel: cancel,
  };
}
