import { useEffect } from 'react';
import type { ReleaseFilters, ReleaseVersion } from '../../contracts/release-notes';
import { releaseNotesEndpoints } from '../../contracts/release-notes-api';
import type { z } from '../../contracts/zod';
import { appApi } from '../../core/api/app-api';
import { currentCacheOwner, type Fetcher, refreshCached } from '../../core/cache/read-through';
import { readsOver } from '../../core/cache/reads-over';
import { useCachedResource } from '../../core/cache/useCachedResource';
import { useRefreshedOnWrite } from '../../core/cache/useRefreshedOnWrite';
import { isOnline } from '../../core/network/network-monitor';
import { appStore } from '../../core/state/jotai';
import { NOTES_RESOURCE_PREFIX, notesRead, VERSIONS_RESOURCE_PREFIX, versionsRead } from './data';
import { isUnsavedDraft, type SavedDraftState } from './model/version-authoring';
import { releaseNotesRevisionAtom, releaseVersionsRevisionAtom } from './state';

// The Release Notes modal's reads and calls, loaded with it; the reads they are built on stay in
// data.ts, which the first screen's offline save uses.

/** One page of versions (S2 §7 POST ReleaseNotes/ReleaseVersions). */
export function useVersionsPage(skip: number, filters: ReleaseFilters) {
  return useRefreshedOnWrite(releaseVersionsRevisionAtom, useVersionsResource(skip, filters));
}

function useVersionsResource(skip: number, filters: ReleaseFilters) {
  const read = versionsRead(skip, filters);
  const { resource } = read;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the resource names the read (skip, filters)
  useEffect(() => versionsOnScreen(read), [resource]);
  return useCachedResource(read.resource, read.fetch, read.schema);
}

type VersionsRead = ReturnType<typeof versionsRead>;

/** The versions lists mounted now, by resource, with how many readers show each. */
const shownVersions = new Map<string, { read: VersionsRead; readers: number }>();

/** Counts a reader of a versions list in while mounted (the lists `readVersionsAgain` reads). */
function versionsOnScreen(read: VersionsRead): () => void {
  const shown = shownVersions.get(read.resource) ?? { read, readers: 0 };
  shown.readers += 1;
  shownVersions.set(read.resource, shown);
  return () => {
    shown.readers -= 1;
    if (shown.readers === 0) shownVersions.delete(read.resource);
  };
}

/**
 * Reads from the server, past the cache's freshness, without its readers going back to loading or
 * 'not confirmed': their rows stay on screen and the answer replaces them once stored (the live
 * query), only what changed re-rendering, so a focused row keeps the focus and Add Version does
 * not flash off while a saved draft is looked for. Offline nothing is asked; a failure is only
 * logged (S2 §8) and the device's copy stays shown.
 */
function readQuietly<S extends z.ZodMiniType>(read: {
  resource: string;
  fetch: Fetcher<S>;
  schema: S;
}): Promise<z.output<S> | undefined> {
  const owner = currentCacheOwner();
  if (!owner || !isOnline()) return Promise.resolve(undefined);
  return refreshCached(owner, read.resource, read.fetch, read.schema, { force: true }).catch(
    (error: unknown) => {
      console.error('Release notes could not be read again', error);
      return undefined;
    },
  );
}

/**
 * Settles once every release notes read out now is stored, or failed: the quiet reads a press
 * started, and the refreshes a write or the modal's opening did. An authoring write waits for it:
 * a read the server answered before the write, stored after its answer, would show the version as
 * it was (a Draft again after its Submit, taking away the status buttons a keyboard user's focus
 * had just landed on), or without the draft just saved, whose selection then went to the first
 * listed version (CI, stop 59).
 */
export function releaseReadsOver(): Promise<void> {
  const owner = currentCacheOwner();
  return owner ? readsOver(owner, RELEASE_READ_PREFIXES) : Promise.resolve();
}

const RELEASE_READ_PREFIXES = [VERSIONS_RESOURCE_PREFIX, NOTES_RESOURCE_PREFIX];

/**
 * Every versions list on screen read again from the server (`readQuietly`): another admin's status
 * change (a Submit, an Activate) or saved draft shows (walkthrough 36, O1). Answers the versions
 * the server listed, once stored (none offline, nor from a list whose read failed): a refused
 * version action's focus waits for its version's status as stored (`focusAfterRefusal`).
 */
export async function readVersionsAgain(): Promise<ReleaseVersion[]> {
  const lists = await Promise.all([...shownVersions.values()].map(({ read }) => readQuietly(read)));
  return lists.flatMap((list) => list ?? []);
}

/**
 * A version pressed (the one shown too): the versions lists and that version's notes are read again
 * (`readQuietly`), so another admin's note, or status change, shows (walkthrough 36, O1: pressing
 * 3.4.0 again showed the notes as first read, and a submitted draft stayed a Draft). The unsaved
 * draft's notes live on the device: only the lists are read.
 */
export function readVersionAgain(version: ReleaseVersion, filters: ReleaseFilters): void {
  void readVersionsAgain();
  if (!isUnsavedDraft(version)) void readQuietly(notesRead(String(version.id), filters));
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
