import { useEffect, useReducer } from 'react';

/**
 * True while the clock is before `until` (epoch ms); the component is drawn again the moment it
 * passes, so what waits on a time (a server's Retry-After) comes back by itself.
 */
export function useBefore(until: number | undefined): boolean {
  const [, passed] = useReducer((count: number) => count + 1, 0);
  const before = until !== undefined && until > Date.now();
  useEffect(() => {
    if (!before || until === undefined) return;
    const timer = setTimeout(passed, until - Date.now());
    return () => clearTimeout(timer);
  }, [before, until]);
  return before;
}
