import { type PointerEvent, useRef } from 'react';

/** Press and hold this long (a technician's finger on a touch screen, or the mouse). */
export const PRESS_AND_HOLD_MS = 2_000;

/**
 * The click a held press's release makes, swallowed: what `onHeld` opened is under the finger by
 * then (the technician panel's backdrop), and a touch's release clicks what is under it, which
 * closed the panel as the finger lifted (walkthrough 13, D3). A release that makes no click leaves
 * the guard to the next press, which takes it down before its own click can come.
 */
function swallowReleaseClick(): void {
  const disarm = () => {
    window.removeEventListener('click', swallow, true);
    window.removeEventListener('pointerdown', disarm, true);
  };
  const swallow = (event: Event) => {
    event.preventDefault();
    event.stopPropagation();
    disarm();
  };
  window.addEventListener('click', swallow, true);
  window.addEventListener('pointerdown', disarm, true);
}

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
      timer.current = setTimeout(() => {
        swallowReleaseClick();
        onHeld();
      }, PRESS_AND_HOLD_MS);
    },
    onPointerUp: cancel,
    onPointerLeave: cancel,
    onPointerCancel: cancel,
  };
}
