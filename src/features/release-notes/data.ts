import { api } from '../../contracts/api';
import { RELEASE_VERSIONS_PAGE_SIZE, type ReleaseFilters } from '../../contracts/release-notes';
import { appApi } from '../../core/api/app-api';
import { useCachedResource } from '../../core/cache/useCachedResource';
import { filtersKey, hasFilters } from './model/filters';

/*
 * Release notes are read through the cache (issue 4): shown from IndexedDB at once, refreshed
 * when online, keyed per user and context account (the default scope). Each page of versions and
 * each version's notes is one row per set of filters; sign-out deletes them with the user's rows.
 */

/** One page of versions (S2 §7 POST ReleaseNotes/ReleaseVersions). */
export function useVersionsPage(skip: number, filters: ReleaseFilters) {
  return useCachedResource(
    `releaseVersions:${filtersKey(filters)}:${skip}`,
    () =>
      appApi().call(api.releaseVersions, {
        body: { skip, take: RELEASE_VERSIONS_PAGE_SIZE, search: filters.search, filters },
      }),
    api.releaseVersions.response,
  );
}

/** The apps of the filter panel (GET ReleaseNotes/UserAppNames). */
export function useReleaseNoteApps() {
  return useCachedResource(
    'releaseNoteApps',
    () => appApi().call(api.releaseNoteApps),
    api.releaseNoteApps.response,
  );
}

/**
 * The notes of one version: `key` is a version id or the Version claim's release-notes key. With
 * no filters the body is empty, as S1 §7 sends it; otherwise `{ filters }` (S2 §7).
 */
export function useReleaseNotes(key: string, filters: ReleaseFilters) {
  return useCachedResource(
    `releaseNotes:${key}:${filtersKey(filters)}`,
    () =>
      appApi().call(api.releaseNotes, {
        params: { key },
        body: hasFilters(filters) ? { filters } : undefined,
      }),
    api.releaseNotes.response,
  );
}

/** Push Release (admins): the server notifies every user of the newest Active version. */
export function pushRelease() {
  return appApi().call(api.pushReleaseVersion);
}
