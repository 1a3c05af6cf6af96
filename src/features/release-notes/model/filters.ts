import type { ChangeType, ReleaseFilters, VersionStatus } from '../../../contracts/release-notes';

/** The search filter panel as the user set it (S2 §2). */
export interface FilterPanelValue {
  search: string;
  changeTypes: ChangeType[];
  apps: string[];
  releaseTypes: VersionStatus[];
}

export const emptyFilterPanel: FilterPanelValue = { search: '', changeTypes: [], apps: [], releaseTypes: [] };

/**
 * The request's filters: blank fields left out, release types only for system admins (the server
 * would ignore them for anyone else anyway). Sorted, so equal filters make equal cache keys.
 */
export function requestFilters(panel: FilterPanelValue, filterByReleaseType: boolean): ReleaseFilters {
  const filters: ReleaseFilters = {};
  const search = panel.search.trim();
  if (search) filters.search = search;
  if (panel.changeTypes.length) filters.changeTypes = [...panel.changeTypes].sort();
  if (panel.apps.length) filters.apps = [...panel.apps].sort();
  if (filterByReleaseType && panel.releaseTypes.length) filters.releaseTypes = [...panel.releaseTypes].sort();
  return filters;
}

export const hasFilters = (filters: ReleaseFilters) => Object.keys(filters).length > 0;

/** A stable text for one set of filters: part of the cache resource name. */
export function filtersKey(filters: ReleaseFilters): string {
  return hasFilters(filters) ? JSON.stringify(filters) : 'all';
}
