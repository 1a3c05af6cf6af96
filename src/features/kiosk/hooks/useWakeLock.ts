import { useEffect, useState } from 'react';
import type { WakeLockState } from '../../../contracts/displays';

/**
 * Holds a Screen Wake Lock while the display shows, and takes it again whenever the page becomes
 * visible (the browser releases it when the tab is hidden or the screen locks). `unsupported`:
 * no API (or an insecure origin); `denied`: the browser refused (power saving, policy).
 */
export function useWakeLock(enabled: boolean): WakeLockState {
  const [state, setState] = useState<WakeLockState>(() =>
    typeof navigator !== 'undefined' && 'wakeLock' in navigator ? 'released' : 'unsupported',
  );

  useEffect(() => {
    if (!enabled || !('wakeLock' in navigator)) return;
    let sentinel: WakeLockSentinel | undefined;
    let active = true;
    const acquire = async () => {
      if (document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      try {
        const lock = await navigator.wakeLock.request('screen');
        if (!active) {
          void lock.release();
          return;
        }
        sentinel = lock;
        setState('held');
        lock.addEventListener('release', () => active && setState('released'));
      } catch {
        if (active) setState('denied');
      }
    };
    const onVisibility = () => void acquire();
    void acquire();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      active = false;
      document.removeEventListener('visibilitychange', onVisibility);
      void sentinel?.release().catch(() => {});
    };
  }, [enabled]);

  return state;
}
