import { useEffect } from 'react';

/**
 * Browsers enter full screen only from a user gesture: the first tap, click or key on the display
 * asks for it (a browser started with --kiosk is full screen already).
 */
export function useFullscreenOnFirstInteraction(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const events = ['pointerdown', 'keydown'] as const;
    const enter = () => {
      for (const type of events) window.removeEventListener(type, enter);
      if (document.fullscreenElement || !document.documentElement.requestFullscreen) return;
      document.documentElement.requestFullscreen().catch(() => {
        // Refused (policy, iframe): the display works the same in a window.
      });
    };
    for (const type of events) window.addEventListener(type, enter);
    return () => {
      for (const type of events) window.removeEventListener(type, enter);
    };
  }, [enabled]);
}
