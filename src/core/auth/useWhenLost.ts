import { useEffect, useRef } from 'react';

/**
 * Calls `onLost` once each time `held` turns from true to false while the component is shown: a
 * renewal answered claims without a right an open screen was using (walkthrough 37, D6: an admin
 * lowered while working kept the admin screens, and every Save was refused). The session's claims
 * are the one truth (`sessionAtom`); the screen decides what to close and what to say. `onLost`
 * runs with the render that saw the loss, so it still reads what was open then (an editor the
 * loss is about to unmount).
 */
export function useWhenLost(held: boolean, onLost: () => void): void {
  const before = useRef(held);
  const latest = useRef(onLost);
  latest.current = onLost;
  useEffect(() => {
    const was = before.current;
    before.current = held;
    if (was && !held) latest.current();
  }, [held]);
}
