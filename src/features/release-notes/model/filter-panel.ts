import {
  type ChangeType,
  RELEASE_NOTES_SEARCH_MAX_LENGTH,
  type ReleaseFilters,
  type VersionStatus,
} from '../../../contracts/release-notes';
import { searchedPart } from '../../../core/format/length-limit';

// The filter panel's value and the request it makes: the modal's, loaded with it. filters.ts
// keeps what the first screen's offline save needs (the cache keys).

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
 * would ignore them for anyone else anyway). Sorted, so equal filters make equal cache keys. A
 * search over the 200 characters the API takes is searched by its start, as the field says
 * (walkthrough 35, D2): sent whole, it was refused.
 */
export function requestFilters(panel: FilterPanelValue, filterByReleaseType: boolean): ReleaseFilters {
  const filters: ReleaseFilters = {};
  const search = searchedPart(panel.search, RELEASE_NOTES_SEARCH_MAX_LENGTH);
  if (search) filters.search = search;
  if (panel.changeTypes.length) filters.changeTypes = [...panel.changeTypes].sort();
  if (panel.apps.length) filters.apps = [...panel.apps].sort();
  if (filterByReleaseType && panel.releaseTypes.length) filters.releaseTypes = [...panel.releaseTypes].sort();
  return filters;
}
