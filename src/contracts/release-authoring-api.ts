import { endpoint, noContent } from './endpoint';
import {
  changeVersionStatusSchema,
  reorderNotesSchema,
  savedNoteSchema,
  saveReleaseVersionSchema,
  updateReleaseNoteSchema,
} from './release-authoring';
import { releaseNoteSchema, releaseVersionSchema } from './release-notes';

/** Writing release notes (S2 §4): versions, their status and their notes; spread into `api`. */
export const releaseAuthoringEndpoints = {
  /** System admins: creates (id 0) or saves a version with its new notes; answers the saved version. */
  saveReleaseVersion: endpoint({
    method: 'PUT',
    path: 'ReleaseNotes/ReleaseVersion',
    body: saveReleaseVersionSchema,
    response: releaseVersionSchema,
  }),
  /** System admins: activates, deactivates or abandons a version (S2 §4 transitions). */
  changeVersionStatus: endpoint({
    method: 'PATCH',
    path: 'ReleaseNotes/ReleaseVersions',
    body: changeVersionStatusSchema,
    response: noContent,
  }),
  /** Admins: adds a note to a saved version; answers its id and order. */
  addReleaseNote: endpoint({
    method: 'PUT',
    path: 'ReleaseNotes/ReleaseNotes',
    body: releaseNoteSchema,
    response: savedNoteSchema,
  }),
  /**
   * Admins: updates a note's apps, change type, comment and access level; 409 when the note is no
   * longer stored as `loaded` says (another author changed it), 404 when it was deleted.
   */
  updateReleaseNote: endpoint({
    method: 'PATCH',
    path: 'ReleaseNotes/ReleaseNotes',
    body: updateReleaseNoteSchema,
    response: noContent,
  }),
  /** Admins: deletes a note. */
  deleteReleaseNote: endpoint({
    method: 'DELETE',
    path: 'ReleaseNotes/ReleaseNotes/:id',
    body: undefined,
    response: noContent,
  }),
  /** Admins: moves the note at `:index` of the version's notes (sorted by order) up or down. */
  reorderReleaseNotes: endpoint({
    method: 'PATCH',
    path: 'ReleaseNotes/ReorderReleaseNotes/:direction/:index',
    body: reorderNotesSchema,
    response: noContent,
  }),
} as const;
