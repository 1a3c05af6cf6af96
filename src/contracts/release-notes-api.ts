import { endpoint } from './endpoint';
import {
  appOptionSchema,
  pushReleaseResultSchema,
  releaseNoteSchema,
  releaseNotesRequestSchema,
  releaseVersionSchema,
  releaseVersionsRequestSchema,
} from './release-notes';
import { z } from './zod';

/** Reading release notes (S2 §6, §7) and the admins' Push Release, spread into `api`. */
export const releaseNotesEndpoints = {
  /** A page of versions, newest first; non-system-admins get Active ones only (S2 §6). */
  releaseVersions: endpoint({
    method: 'POST',
    path: 'ReleaseNotes/ReleaseVersions',
    body: releaseVersionsRequestSchema,
    response: z.array(releaseVersionSchema),
  }),
  /** The apps of the release-notes filter: those the user can read notes of. */
  releaseNoteApps: endpoint({
    method: 'GET',
    path: 'ReleaseNotes/UserAppNames',
    body: undefined,
    response: z.array(appOptionSchema),
  }),
  /**
   * The notes of one version the user may read, in order. `:key` is a version id (digits) or the
   * release-notes key of the Version claim; the body is `{ filters }` or empty.
   */
  releaseNotes: endpoint({
    method: 'POST',
    path: 'ReleaseNotes/ReleaseNotes/:key',
    body: releaseNotesRequestSchema,
    response: z.array(releaseNoteSchema),
  }),
  /** Admins: notifies every user of the newest Active version. */
  pushReleaseVersion: endpoint({
    method: 'GET',
    path: 'ReleaseNotes/PushReleaseVersion',
    body: undefined,
    response: pushReleaseResultSchema,
  }),
} as const;
