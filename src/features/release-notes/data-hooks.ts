import type { ReleaseFilters, ReleaseVersion } from '../../contracts/release-notes';
import { releaseNotesEndpoints } from '../../contracts/release-notes-api';
import { appApi } from '../../core/api/app-api';
import { useCachedResource } from '../../core/cache/useCachedResource';
import { useRefreshedOnWrite } from '../../core/cache/useRefreshedOnWrite';
import { appStore } from '../../core/state/jotai';
import { notesRead, versionsRead } from './data';
import type { SavedDraftState } from './model/version-authoring';
import { releaseNotesRevisionAtom, releaseVersionsRevisionAtom } from './state';

// The Release Notes modal's reads and calls, loaded with it; the reads they are built on stay in
// data.ts, which the first screen's offline save uses.

/** One page of versions (S2 §7 POST ReleaseNotes/ReleaseVersions). */
export function useVersionsPage(skip: number, filters: ReleaseFilters) {
  return useRefreshedOnWrite(releaseVersionsRevisionAtom, useVersionsResource(skip, filters));
}

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

function useNotesResource(key: string, filters: ReleaseFilters) {
  const read = notesRead(key, filters);
  return useCachedResource(read.resource, read.fetch, read.schema);
}

/** Push Release (admins): the server notifies every user of the newest Active version. */
export function pushRelease() {
  return appApi().call(releaseNotesEndpoints.pushReleaseVersion);
}

/**
 * Whether a saved draft exists (system admins): Add Version is disabled then (S2 §4). 'unknown'
 * until the server answered since the modal opened (or the device's copy is fresh enough not to
 * ask again, `refreshCached`): an older copy may miss a draft saved since. Offline it stays
 * unknown, where authoring is off anyway. When the read fails, the device's copy counts as known
 * (the server refuses a second draft in any case); without one it is 'failed'.
 */
export function useSavedDraft(): SavedDraftState {
  return useSavedDraftRead().state;
}

/**
 * `useSavedDraft`, with `refresh`: asks the server again (it is 'unknown' meanwhile), for every
 * page of versions shown, so the Versions list shows what changed too (a draft submitted).
 */
export function useSavedDraftRead(): { state: SavedDraftState; refresh: () => void } {
  const page = useVersionsPage(0, { releaseTypes: ['Draft'] });
  return { state: savedDraftState(page), refresh: refreshVersions };
}

const refreshVersions = () => appStore.set(releaseVersionsRevisionAtom, (count) => count + 1);

function savedDraftState(page: ReturnType<typeof useVersionsPage>): SavedDraftState {
  if (page.data === undefined) return page.error ? 'failed' : 'unknown';
  if (page.isStale && !page.error) return 'unknown';
  return page.data[0] ?? 'none';
}

/** The newest versions, unfiltered: the suggested next version is taken from them (S2 §4). */
export function useNewestVersions(): ReleaseVersion[] {
  return useVersionsPage(0, {}).data ?? [];
}
