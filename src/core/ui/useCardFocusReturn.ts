import { useEffect, useRef, useState } from 'react';
import { focusIsNowhere } from './useFocusReturn';

// The help cards' focus return, loaded with them; useFocusReturn.ts holds the layers' (the frame's,
// on the first screen), and a first-screen module carries all its exports in the entry chunk.

/**
 * For a non-modal card that takes the focus when it opens (a help item's editor, a tutorial's
 * step): when it closes, the focus goes back to the element that had it when the card opened,
 * the button or badge that opened it, so a keyboard user goes on from there. Only when the focus
 * left with the card: a user who has moved it elsewhere keeps it there. When that element is
 * gone, `fallback` places the focus instead.
 */
export function useFocusReturn(fallback?: () => void): void {
  // Read while rendering, before the card's content takes the focus.
  const [before] = useState(() => document.activeElement);
  const fallbackRef = useRef(fallback);
  fallbackRef.current = fallback;
  useEffect(
    () => () => {
      if (!focusIsNowhere()) return;
      if (before instanceof HTMLElement && before.isConnected && before !== document.body) before.focus();
      else fallbackRef.current?.();
    },
    [before],
  );
}
