import { reloadCounterAtom } from '../../core/navigation-reload';
import { appStore } from '../../core/state/jotai';
import { registerAppLaunchRecorder } from '../../core/usage/app-launch';
import { currentMenu, currentUsageContext, queueUsageLog } from './data';
import { isVisit, type ResolvedNavigation } from './model/navigation-events';
import { usageLogForAppLaunch, usageLogForNavigation } from './model/usage-log';

/** The part of the router this needs (the app passes `router` from src/router.tsx). */
export interface NavigationSource {
  subscribe(event: 'onResolved', listener: (navigation: ResolvedNavigation) => void): () => void;
}

function logNavigation({ pathname, searchStr }: ResolvedNavigation['toLocation']): void {
  const context = currentUsageContext(searchStr);
  if (!context) return;
  const record = usageLogForNavigation({ ...context, pathname, search: searchStr, menu: currentMenu() });
  if (record) void queueUsageLog(record);
}

/**
 * Boot, once the app configuration is loaded: logs every resolved navigation (S1 §7 rules in
 * `usageLogForNavigation`) and records app launches the router never sees (`recordAppLaunch` from
 * the launcher and the sidebar). Every record goes into the outbox, which the usage hub
 * (`startUsageHub`, started on idle by main.tsx through start-hubs.ts) delivers. Returns the stop function.
 */
export function startUsageLogging(router: NavigationSource): () => void {
  const stopLaunches = registerAppLaunchRecorder(async (entry) => {
    const context = currentUsageContext(typeof location === 'undefined' ? '' : location.search);
    if (context) await queueUsageLog(usageLogForAppLaunch(entry, context));
  });
  let reloadRequested = false;
  const stopReloads = appStore.sub(reloadCounterAtom, () => {
    reloadRequested = true;
  });
  const stopNavigations = router.subscribe('onResolved', (navigation) => {
    const visit = isVisit(navigation, reloadRequested);
    reloadRequested = false;
    if (visit) logNavigation(navigation.toLocation);
  });
  return () => {
    stopLaunches();
    stopReloads();
    stopNavigations();
  };
}
