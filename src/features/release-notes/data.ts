import {
  RELEASE_VERSIONS_PAGE_SIZE,
  type ReleaseFilters,
  type ReleaseVersion,
} from '../../contracts/release-notes';
import { releaseNotesEndpoints } from '../../contracts/release-notes-api';
import { appApi } from '../../core/api/app-api';
import { useCachedResource } from '../../core/cache/useCachedResource';
import { useRefreshedOnWrite } from '../../core/cache/useRefreshedOnWrite';
import type { ReadCall } from '../../core/offline/offline-parts';
import { filtersKey, hasFilters } from './model/filters';
import { releaseNotesRevisionAtom, releaseVersionsRevisionAtom } from './state';

/*
 * Release notes are read through the cache (issue 4): shown from IndexedDB at once, refreshed
 * when online, keyed per user and context account (the default scope). Each page of versions and
 * each version's notes is one row per set of filters; sign-out deletes them with the user's rows.
 */

/** One page of versions (S2 §7 POST ReleaseNotes/ReleaseVersions). */
export function useVersionsPage(skip: number, filters: ReleaseFilters) {
  return useRefreshedOnWrite(releaseVersionsRevisionAtom, useVersionsResource(skip, filters));
}

/** One page of versions as the cache knows it (also listed by the offline-readiness view). */
export const versionsRead = (skip: number, filters: ReleaseFilters) => ({
  resource: `releaseVersions:${filtersKey(filters)}:${skip}`,
  fetch: (call?: ReadCall) =>
    appApi().call(releaseNotesEndpoints.releaseVersions, {
      body: { skip, take: RELEASE_VERSIONS_PAGE_SIZE, search: filters.search, filters },
      background: call?.background,
    }),
  schema: releaseNotesEndpoints.releaseVersions.response,
});

function useVersionsResource(skip: number, filters: ReleaseFilters) {
  const read = versionsRead(skip, filters);
  return useCachedResource(read.resource, read.fetch, read.schema);
}

/** The apps of the filter panel (GET ReleaseNotes/UserAppNames). */
export function useReleaseNoteApps() {
  return useCachedResource(
    'releaseNoteApps',
    () => appApi().call(releaseNotesEndpoints.releaseNoteApps),
    releaseNotesEndpoints.releaseNoteApps.response,
  );
}

/**
 * The notes of one version: `key` is a version id or the Version claim's release-notes key. With
 * no filters the body is empty, as S1 §7 sends it; otherwise `{ filters }` (S2 §7).
 */
export function useReleaseNotes(key: string, filters: ReleaseFilters) {
  return useRefreshedOnWrite(releaseNotesRevisionAtom, useNotesResource(key, filters));
}

/** The notes of one version as the cache knows them (also listed by the offline-readiness view). */
export const notesRead = (key: string, filters: ReleaseFilters) => ({
  resource: `releaseNotes:${key}:${filtersKey(filters)}`,
  fetch: (call?: ReadCall) =>
    appApi().call(releaseNotesEndpoints.releaseNotes, {
      params: { key },
      body: hasFilters(filters) ? { filters } : undefined,
      background: call?.background,
    }),
  schema: releaseNotesEndpoints.releaseNotes.response,
});

function useNotesResource(key: string, filters: ReleaseFilters) {
  const read = notesRead(key, filters);
  return useCachedResource(read.resource, read.fetch, read.schema);
}

/** Push Release (admins): the server notifies every user of the newest Active version. */
export function pushRelease() {
  return appApi().call(releaseNotesEndpoints.pushReleaseVersion);
}

/** Whether a saved draft exists (system admins): Add Version is disabled then (S2 §4). */
export function useSavedDraft(): ReleaseVersion | undefined {
  return useVersionsPage(0, { releaseTypes: ['Draft'] }).data?.[0];
}

/** The newest versions, unfiltered: the suggested next version is taken from them (S2 §4). */
export function useNewestVersions(): ReleaseVersion[] {
  return useVersionsPage(0, {}).data ?? [];
}
