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

/**
 * The version chosen once a list has loaded its first page: the chosen one (or, with nothing
 * chosen, the opening's default: the Version claim's release or the newest) while that page shows
 * it, and the unsaved draft, listed above every page; else the list's first version, so the notes
 * shown belong to a version the user sees in the list. Unfiltered with nothing chosen, the
 * opening's default stays, listed or not.
 */
export function choiceAfterNewList<V>(
  chosen: V | undefined,
  {
    shownListed,
    isDraft,
    filtered,
    first,
  }: { shownListed: boolean; isDraft: boolean; filtered: boolean; first: V },
): V | undefined {
  if (isDraft || shownListed) return chosen;
  return chosen === undefined && !filtered ? undefined : first;
}
