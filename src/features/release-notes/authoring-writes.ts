import type { MoveDirection, NoteContent, SaveReleaseVersion } from '../../contracts/release-authoring';
import { releaseAuthoringEndpoints } from '../../contracts/release-authoring-api';
import type { ReleaseNote, ReleaseVersion } from '../../contracts/release-notes';
import { appApi } from '../../core/api/app-api';
import { DraftCreate } from '../../core/api/create-key';
import { appStore, type PrimitiveAtom } from '../../core/state/jotai';
import { readVersionsAgain, releaseReadsOver } from './data-hooks';
import { releaseNotesRevisionAtom, releaseVersionsRevisionAtom } from './state';

/*
 * Kept apart from data.ts (the reads): the offline-readiness list and the release push load the
 * reads with the launcher, and the authoring contract's schemas should come only with the
 * authoring screens that call these (docs/performance.md).
 */

const bump = (revision: PrimitiveAtom<number>) => appStore.set(revision, (count) => count + 1);

/*
 * Authoring writes (S2 §7) go straight to the API, never through the outbox: they are admin work
 * done online (offline the controls are disabled, docs/offline.md). Each refreshes the readers,
 * and is sent once the release notes reads out now are stored (`releaseReadsOver`).
 */

/**
 * Saves (or creates, id 0) a version with its new notes; answers the saved version. The versions
 * are read again whatever the answer: a refusal (a draft another admin saved meanwhile, a number
 * taken since) means the list was stale, and read again it shows why (the status bar's note).
 */
export async function saveReleaseVersion(version: SaveReleaseVersion): Promise<ReleaseVersion> {
  try {
    await releaseReadsOver();
    const saved = await appApi().call(releaseAuthoringEndpoints.saveReleaseVersion, { body: version });
    bump(releaseNotesRevisionAtom);
    return saved;
  } finally {
    bump(releaseVersionsRevisionAtom);
  }
}

/**
 * Activate, Deactivate or Abandon. The versions are read again whatever the answer: a refusal
 * (another admin abandoned or deactivated it meanwhile) means the list was stale, and read again
 * it shows the status as stored (walkthrough 36, D1).
 */
export async function changeVersionStatus(version: ReleaseVersion): Promise<void> {
  try {
    await releaseReadsOver();
    await appApi().call(releaseAuthoringEndpoints.changeVersionStatus, { body: version });
  } finally {
    bump(releaseVersionsRevisionAtom);
  }
}

/*
 * The note writes re-read the notes whatever the answer: a 409 (another author changed the note or
 * the list) or a 404 (deleted meanwhile) means the list is stale, and docs/release-notes.md
 * promises the list shows the server's answer after each write. The caller logs a failure; a
 * note's Save or Update also says why at the editor (model/note-save-failure.ts). A write the
 * server took reads the versions shown again too, quietly (no list or button goes back to
 * loading): another admin may have submitted or activated the version meanwhile, and its status
 * bar offered the old status's buttons (walkthrough 36, O1). Not after a refusal: an Update
 * refused because the version was abandoned meanwhile keeps its editor, text and message, which
 * the abandoned version's read-only notes would replace.
 */
async function noteWrite(write: () => Promise<unknown>): Promise<void> {
  try {
    await releaseReadsOver();
    await write();
    void readVersionsAgain(); // quiet: the write does not wait for it
  } finally {
    bump(releaseNotesRevisionAtom);
  }
}

const updateReleaseNote = (note: ReleaseNote, loaded: ReleaseNote) =>
  appApi().call(releaseAuthoringEndpoints.updateReleaseNote, {
    body: { ...note, loaded: noteContent(loaded) },
  });

/**
 * Adds a note (`loaded` undefined; under its `draft`'s key, so a Save repeated after a lost answer
 * adds nothing twice and a note changed in between follows as an update, core/api/create-key.ts)
 * or updates one, saying what it edited (`loaded`, the note as the list showed it): the server
 * answers 409 when it was changed since.
 */
export function saveReleaseNote(
  note: ReleaseNote,
  loaded: ReleaseNote | undefined,
  draft: DraftCreate<ReleaseNote> = new DraftCreate(),
): Promise<void> {
  if (loaded !== undefined) return noteWrite(() => updateReleaseNote(note, loaded));
  return noteWrite(() =>
    draft.save(
      note,
      (first, key) => appApi().call(releaseAuthoringEndpoints.addReleaseNote, { body: first, ...key }),
      async (created, first) => {
        // The stored note is the first Save's, at the id and place the server gave it.
        const stored = { ...first, ...created };
        await updateReleaseNote({ ...note, ...created }, stored);
        return created;
      },
    ),
  );
}

export function deleteReleaseNote(id: number): Promise<void> {
  return noteWrite(() => appApi().call(releaseAuthoringEndpoints.deleteReleaseNote, { params: { id } }));
}

/** Moves the note at `index` of `notes` (the version's notes by order) up or down. */
export function moveReleaseNote(notes: ReleaseNote[], index: number, direction: MoveDirection) {
  return noteWrite(() =>
    appApi().call(releaseAuthoringEndpoints.reorderReleaseNotes, {
      params: { direction, index },
      body: notes,
    }),
  );
}

/** Only what an update writes: the server compares no more. */
const noteContent = ({ noteApps, changeType, comment, accessLevel }: ReleaseNote): NoteContent => ({
  noteApps,
  changeType,
  comment,
  accessLevel,
});
