import { useEffect, useRef } from 'react';

/** Calls `callback` every `everyMs` (the latest callback; the timer restarts only when the period changes). */
export function useInterval(callback: () => void, everyMs: number | undefined): void {
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  useEffect(() => {
    if (everyMs === undefined || !Number.isFinite(everyMs) || everyMs <= 0) return;
    const timer = setInterval(() => latest.current(), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
}
