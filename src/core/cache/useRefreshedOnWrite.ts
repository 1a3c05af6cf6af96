import { useEffect, useRef } from 'react';
import { type PrimitiveAtom, useAtomValue } from '../state/jotai';
import type { CachedResource } from './useCachedResource';

/**
 * A resource that refreshes from the server whenever a write bumps `revision` (a counter atom of
 * the feature), so every mounted reader shows the write at once: the cache's freshness window
 * would otherwise keep the old rows on screen.
 */
export function useRefreshedOnWrite<T>(revision: PrimitiveAtom<number>, resource: CachedResource<T>) {
  const current = useAtomValue(revision);
  const seen = useRef(current);
  const { refresh } = resource;
  useEffect(() => {
    if (seen.current === current) return;
    seen.current = current;
    refresh();
  }, [current, refresh]);
  return resource;
}
