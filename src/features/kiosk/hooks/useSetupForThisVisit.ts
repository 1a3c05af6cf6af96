import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';

/**
 * `?setup` is for the visit that opened it: the screen stays in setting-up mode (panel open at
 * start, cursor kept, no full-screen grab) until it is left, but the address drops `?setup` at
 * once. Every reload then starts as the wall will: the display's own self-update reload, a
 * browser restoring the tab, the panel's Reload. Kept, it opened the technician panel on the wall
 * again after every automatic reload, and kept the cursor there (walkthrough 27, observations).
 */
export function useSetupForThisVisit(idParam: string, setup: boolean): boolean {
  const [setupVisit, setSetupVisit] = useState(setup);
  if (setup && !setupVisit) setSetupVisit(true);
  const navigate = useNavigate();
  useEffect(() => {
    if (setup) void navigate({ to: '/display/$id', params: { id: idParam }, search: {}, replace: true });
  }, [setup, idParam, navigate]);
  return setupVisit || setup;
}
