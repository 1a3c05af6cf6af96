import type { ReleaseFilters } from '../../../contracts/release-notes';

export const hasFilters = (filters: ReleaseFilters) => Object.keys(filters).length > 0;

/** A stable text for one set of filters: part of the cache resource name. */
export function filtersKey(filters: ReleaseFilters): string {
  return hasFilters(filters) ? JSON.stringify(filters) : 'all';
}
