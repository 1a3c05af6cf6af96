import { useEffect, useRef, useState } from 'react';

/** Epoch ms since which the display has been online (or offline): when `online` last changed. */
export function useConnectionSince(online: boolean): number {
  const [since, setSince] = useState(() => Date.now());
  const previous = useRef(online);
  useEffect(() => {
    if (previous.current === online) return;
    previous.current = online;
    setSince(Date.now());
  }, [online]);
  return since;
}
