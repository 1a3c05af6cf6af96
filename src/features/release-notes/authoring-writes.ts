import type { MoveDirection, SaveReleaseVersion } from '../../contracts/release-authoring';
import { releaseAuthoringEndpoints } from '../../contracts/release-authoring-api';
import type { ReleaseNote, ReleaseVersion } from '../../contracts/release-notes';
import { appApi } from '../../core/api/app-api';
import { appStore, type PrimitiveAtom } from '../../core/state/jotai';
import { releaseNotesRevisionAtom, releaseVersionsRevisionAtom } from './state';

/*
 * Kept apart from data.ts (the reads): the offline-readiness list and the release push load the
 * reads with the launcher, and the authoring contract's schemas should come only with the
 * authoring screens that call these (docs/performance.md).
 */

const bump = (revision: PrimitiveAtom<number>) => appStore.set(revision, (count) => count + 1);

/*
 * Authoring writes (S2 §7) go straight to the API, never through the outbox: they are admin work
 * done online (offline the controls are disabled, docs/offline.md). Each refreshes the readers.
 */

/** Saves (or creates, id 0) a version with its new notes; answers the saved version. */
export async function saveReleaseVersion(version: SaveReleaseVersion): Promise<ReleaseVersion> {
  const saved = await appApi().call(releaseAuthoringEndpoints.saveReleaseVersion, { body: version });
  bump(releaseVersionsRevisionAtom);
  bump(releaseNotesRevisionAtom);
  return saved;
}

export async function changeVersionStatus(version: ReleaseVersion): Promise<void> {
  await appApi().call(releaseAuthoringEndpoints.changeVersionStatus, { body: version });
  bump(releaseVersionsRevisionAtom);
}

/** Adds (isNew) or updates a note of a saved version. */
export async function saveReleaseNote(note: ReleaseNote, isNew: boolean): Promise<void> {
  if (isNew) await appApi().call(releaseAuthoringEndpoints.addReleaseNote, { body: note });
  else await appApi().call(releaseAuthoringEndpoints.updateReleaseNote, { body: note });
  bump(releaseNotesRevisionAtom);
}

export async function deleteReleaseNote(id: number): Promise<void> {
  await appApi().call(releaseAuthoringEndpoints.deleteReleaseNote, { params: { id } });
  bump(releaseNotesRevisionAtom);
}

/** Moves the note at `index` of `notes` (the version's notes by order) up or down. */
export async function moveReleaseNote(notes: ReleaseNote[], index: number, direction: MoveDirection) {
  await appApi().call(releaseAuthoringEndpoints.reorderReleaseNotes, {
    params: { direction, index },
    body: notes,
  });
  bump(releaseNotesRevisionAtom);
}
