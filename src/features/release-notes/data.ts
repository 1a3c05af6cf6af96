import { RELEASE_VERSIONS_PAGE_SIZE, type ReleaseFilters } from '../../contracts/release-notes';
import { releaseNotesEndpoints } from '../../contracts/release-notes-api';
import { appApi } from '../../core/api/app-api';
import type { ReadCall } from '../../core/offline/offline-parts';
import { filtersKey, hasFilters } from './model/filters';

/*
 * Release notes are read through the cache (issue 4): shown from IndexedDB at once, refreshed
 * when online, keyed per user and context account (the default scope). Each page of versions and
 * each version's notes is one row per set of filters; sign-out deletes them with the user's rows.
 * The reads are here, for the offline save the first screen starts; the modal's hooks over them
 * are in data-hooks.ts, loaded with it (a first-screen module carries all its exports).
 */

/** How the cache names the rows of the versions pages, and of the notes (`versionsRead`, `notesRead`). */
export const VERSIONS_RESOURCE_PREFIX = 'releaseVersions:';
export const NOTES_RESOURCE_PREFIX = 'releaseNotes:';

/** One page of versions as the cache knows it (also listed by the offline-readiness view). */
export const versionsRead = (skip: number, filters: ReleaseFilters) => ({
  resource: `${VERSIONS_RESOURCE_PREFIX}${filtersKey(filters)}:${skip}`,
  fetch: (call?: ReadCall) =>
    appApi().call(releaseNotesEndpoints.releaseVersions, {
      body: { skip, take: RELEASE_VERSIONS_PAGE_SIZE, search: filters.search, filters },
      background: call?.background,
    }),
  schema: releaseNotesEndpoints.releaseVersions.response,
});

/** The notes of one version as the cache knows them (also listed by the offline-readiness view). */
export const notesRead = (key: string, filters: ReleaseFilters) => ({
  resource: `${NOTES_RESOURCE_PREFIX}${key}:${filtersKey(filters)}`,
  fetch: (call?: ReadCall) =>
    appApi().call(releaseNotesEndpoints.releaseNotes, {
      params: { key },
      body: hasFilters(filters) ? { filters } : undefined,
      background: call?.background,
    }),
  schema: releaseNotesEndpoints.releaseNotes.response,
});
