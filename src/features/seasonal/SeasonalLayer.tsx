import { lazy, Suspense, useMemo, useSyncExternalStore } from 'react';
import { appConfig } from '../../core/config/app-config';
import { useAtomValue } from '../../core/state/jotai';
import { appearanceAtom } from '../../core/ui/appearance';
import { seasonalDecorations } from './model/seasonal-rules';

// Its own chunk: nothing of it is loaded while no decoration is on.
const SeasonalCanvas = lazy(() => import('./SeasonalCanvas'));

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

const subscribeReducedMotion = (onChange: () => void) => {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const prefersReducedMotion = () => window.matchMedia(REDUCED_MOTION).matches;

/** The seasonal decorations the user's theme and the server's season call for, on this route. */
export function SeasonalLayer({ path }: { path: string }) {
  const { theme } = useAtomValue(appearanceAtom);
  const reducedMotion = useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion);
  const season = appConfig().season ?? 'none';
  const decorations = seasonalDecorations({ theme, season, path, reducedMotion });
  const key = decorations.join(' ');
  // A stable list per combination, so the canvas restarts only when the decorations change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the joined list on purpose
  const stable = useMemo(() => decorations, [key]);
  if (stable.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <SeasonalCanvas decorations={stable} />
    </Suspense>
  );
}
