import { Outlet, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { matchRouteOrArea } from '../../contracts/routes';
import { appConfig } from '../../core/config/app-config';
import { pageTitle } from '../../core/config/stage';
import { reloadCounterAtom } from '../../core/navigation-reload';
import { useAtomValue } from '../../core/state/jotai';
import { lazyOnIdle } from '../../core/ui/lazy-on-idle';
import { pageHeadingAtom } from '../../core/ui/page-heading-state';
import { StartupAppOpener } from '../../features/startup-app/StartupAppOpener';
import { AppFrame } from './AppFrame';

// Nothing the first screen needs: loaded once it is up, both from one module (root-layer-parts.ts).
const SeasonalLayer = lazyOnIdle(() => import('./root-layer-parts').then((m) => m.SeasonalLayer));
const BehaviourAnalytics = lazyOnIdle(() => import('./root-layer-parts').then((m) => m.BehaviourAnalytics));

/**
 * Chooses between the bare outlet (anonymous and error routes: no sidebar, title bar or panels)
 * and the signed-in frame, and keeps the page title in step with the route.
 */
export function RootLayout() {
  // The location being shown, not the one still loading: switching the frame early would
  // remount the page that started the navigation (e.g. /callback, running its effect twice).
  const location = useRouterState({ select: (state) => state.resolvedLocation ?? state.location });
  // A path inside an area shows in the area's frame, with its title.
  const matched = matchRouteOrArea(location.pathname);
  const reloads = useAtomValue(reloadCounterAtom);
  const { stage } = appConfig();

  const heading = useAtomValue(pageHeadingAtom);
  useEffect(() => {
    document.title = pageTitle(stage, matched?.route.title, heading);
  }, [stage, matched?.route.title, heading]);

  // A never-reused route gets a fresh page on every visit; every page remounts on an explicit
  // reload (the URL already shown chosen again, which is no new visit of the router's).
  const visit = matched?.route.neverReused ? `${location.href}#${location.state.key}` : matched?.id;
  const pageKey = `${visit}#${reloads}`;
  const page = <Outlet key={pageKey} />;
  return (
    <>
      {!matched || matched.route.bare ? (
        page
      ) : (
        <>
          <AppFrame>{page}</AppFrame>
          <StartupAppOpener path={location.pathname} search={location.searchStr} />
        </>
      )}
      {/* Both decide by route themselves: off on /display (S1 §1, §4). */}
      <SeasonalLayer path={location.pathname} />
      <BehaviourAnalytics path={location.pathname} />
    </>
  );
}
