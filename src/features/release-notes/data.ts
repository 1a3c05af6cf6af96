import { api } from '../../contracts/api';
import type { MoveDirection, SaveReleaseVersion } from '../../contracts/release-authoring';
import {
  RELEASE_VERSIONS_PAGE_SIZE,
  type ReleaseFilters,
  type ReleaseNote,
  type ReleaseVersion,
} from '../../contracts/release-notes';
import { appApi } from '../../core/api/app-api';
import { useCachedResource } from '../../core/cache/useCachedResource';
import { useRefreshedOnWrite } from '../../core/cache/useRefreshedOnWrite';
import { appStore, type PrimitiveAtom } from '../../core/state/jotai';
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
  fetch: () =>
    appApi().call(api.releaseVersions, {
      body: { skip, take: RELEASE_VERSIONS_PAGE_SIZE, search: filters.search, filters },
    }),
  schema: api.releaseVersions.response,
});

function useVersionsResource(skip: number, filters: ReleaseFilters) {
  const read = versionsRead(skip, filters);
  return useCachedResource(read.resource, read.fetch, read.schema);
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
  return useRefreshedOnWrite(releaseNotesRevisionAtom, useNotesResource(key, filters));
}

/** The notes of one version as the cache knows them (also listed by the offline-readiness view). */
export const notesRead = (key: string, filters: ReleaseFilters) => ({
  resource: `releaseNotes:${key}:${filtersKey(filters)}`,
  fetch: () =>
    appApi().call(api.releaseNotes, {
      params: { key },
      body: hasFilters(filters) ? { filters } : undefined,
    }),
  schema: api.releaseNotes.response,
});

function useNotesResource(key: string, filters: ReleaseFilters) {
  const read = notesRead(key, filters);
  return useCachedResource(read.resource, read.fetch, read.schema);
}

/** Push Release (admins): the server notifies every user of the newest Active version. */
export function pushRelease() {
  return appApi().call(api.pushReleaseVersion);
}

const bump = (revision: PrimitiveAtom<number>) => appStore.set(revision, (count) => count + 1);

/*
 * Authoring writes (S2 §7) go straight to the API, never through the outbox: they are admin work
 * done online (offline the controls are disabled, docs/offline.md). Each refreshes the readers.
 */

/** Saves (or creates, id 0) a version with its new notes; answers the saved version. */
export async function saveReleaseVersion(version: SaveReleaseVersion): Promise<ReleaseVersion> {
  const saved = await appApi().call(api.saveReleaseVersion, { body: version });
  bump(releaseVersionsRevisionAtom);
  bump(releaseNotesRevisionAtom);
  return saved;
}

export async function changeVersionStatus(version: ReleaseVersion): Promise<void> {
  await appApi().call(api.changeVersionStatus, { body: version });
  bump(releaseVersionsRevisionAtom);
}

/** Adds (isNew) or updates a note of a saved version. */
export async function saveReleaseNote(note: ReleaseNote, isNew: boolean): Promise<void> {
  if (isNew) await appApi().call(api.addReleaseNote, { body: note });
  else await appApi().call(api.updateReleaseNote, { body: note });
  bump(releaseNotesRevisionAtom);
}

export async function deleteReleaseNote(id: number): Promise<void> {
  await appApi().call(api.deleteReleaseNote, { params: { id } });
  bump(releaseNotesRevisionAtom);
}

/** Moves the note at `index` of `notes` (the version's notes by order) up or down. */
export async function moveReleaseNote(notes: ReleaseNote[], index: number, direction: MoveDirection) {
  await appApi().call(api.reorderReleaseNotes, { params: { direction, index }, body: notes });
  bump(releaseNotesRevisionAtom);
}

/** Whether a saved draft exists (system admins): Add Version is disabled then (S2 §4). */
export function useSavedDraft(): ReleaseVersion | undefined {
  return useVersionsPage(0, { releaseTypes: ['Draft'] }).data?.[0];
}

/** The newest versions, unfiltered: the suggested next version is taken from them (S2 §4). */
export function useNewestVersions(): ReleaseVersion[] {
  return useVersionsPage(0, {}).data ?? [];
}
