import { startTransition, useEffect, useState } from 'react';

/**
 * Whether a press that began on a control is still going: from its pointerdown (call `pressed`)
 * until the release's click has run (`[holding, pressed]`). A part that would draw the control anew waits for it: a
 * control swapped between the press and the release takes the click with it (the release lands on
 * the new element, and the browser clicks neither).
 */
export function usePressHold(): [holding: boolean, pressed: () => void] {
  const [holding, setHolding] = useState(false);
  useEffect(() => {
    if (!holding) return;
    // After the release's click has run (it follows the pointerup in the same task). A
    // transition, so that a next press (a double click) does not draw the swap before its own
    // handlers run: React flushes other pending updates at the start of a press.
    const release = () => setTimeout(() => startTransition(() => setHolding(false)), 0);
    window.addEventListener('pointerup', release, true);
    window.addEventListener('pointercancel', release, true);
    return () => {
      window.removeEventListener('pointerup', release, true);
      window.removeEventListener('pointercancel', release, true);
    };
  }, [holding]);
  return [holding, () => setHolding(true)];
}
