import type { AppRouteId } from '../../contracts/routes';
import { cachedMenuPaths } from '../../core/offline/cached-menu-paths';
import type { OfflinePart } from '../../core/offline/offline-parts';
import { areaRead } from './area-read';
import { hasAreaEndpoint, simplePageId } from './model/simple-pages';

/**
 * The areas the cached menu leads to, each once (Labor Planning's two views are one area): an
 * area's page opens offline only with its landing data saved (walkthrough 18, D1: the panel said
 * everything was saved while 16 of 17 apps could not open offline). Not saved in the background:
 * an area is saved when opened online, or by 'Make available offline'.
 */
export const areaPagesPart: OfflinePart = {
  label: 'Apps, reports and forms',
  order: 2,
  reads: async () => {
    const ids = new Set<AppRouteId>();
    for (const path of await cachedMenuPaths()) {
      const id = simplePageId(path.split('/')[1] ?? '');
      if (id && hasAreaEndpoint(id)) ids.add(id);
    }
    return [...ids].sort().map(areaRead);
  },
};
