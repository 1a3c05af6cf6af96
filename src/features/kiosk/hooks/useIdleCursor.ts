import { useEffect, useState } from 'react';
import { CURSOR_IDLE_MS } from '../model/screen-care';

/** True once the mouse has not moved for a few seconds: the display then hides the cursor. */
export function useIdleCursor(enabled: boolean): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!enabled) {
      setIdle(false);
      return;
    }
    let timer = setTimeout(() => setIdle(true), CURSOR_IDLE_MS);
    const onMove = () => {
      setIdle(false);
      clearTimeout(timer);
      timer = setTimeout(() => setIdle(true), CURSOR_IDLE_MS);
    };
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerdown', onMove);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerdown', onMove);
    };
  }, [enabled]);
  return idle;
}
