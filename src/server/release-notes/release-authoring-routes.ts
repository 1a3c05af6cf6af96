import type { FastifyInstance } from 'fastify';
import { api } from '../../contracts/api';
import { isAdmin, isSystemAdmin } from '../../contracts/claims';
import {
  ABANDONED_NOTES_MESSAGE,
  isVersionNumber,
  type MoveDirection,
  moveDirections,
  moveNote,
  NOTE_CHANGED_MESSAGE,
  nextNoteOrder,
  noteChangedSince,
  noteCommentProblem,
  noteIsComplete,
  notesCanChange,
  ONE_DRAFT_MESSAGE,
  statusChangeProblem,
  UNSAVED_DRAFT_ID,
  VERSION_NOT_A_NUMBER,
} from '../../contracts/release-authoring';
import type { ReleaseNote } from '../../contracts/release-notes';
import type { SignedInUser } from '../auth/sessions';
import { badRequest, forbidden, HttpError, notFound } from '../http/http-error';
import { applyOnce } from '../http/idempotency';
import { pathId } from '../http/path-id';
import { refuseStaleOrder } from '../http/refuse-lost-update';
import { registerEndpoint } from '../http/register-endpoint';
import { releaseAuthoringStore } from './release-authoring-store';
import { releaseNotesStore } from './release-notes-store';

/*
 * The authoring calls of S2 §7. System admins (roletype:systemadmin) write versions; admins
 * (role:admin) write notes (S2 §6). The status rule is the contract's (`statusChangeProblem`), so
 * the server refuses exactly what the app does not offer. Comments are stored as sent: every
 * reader shows them through the app's HTML sanitiser (SafeHtml), never as trusted markup.
 */

function requireSystemAdmin(user: SignedInUser): void {
  if (!isSystemAdmin(user.claims)) throw forbidden('Only system admins can change release versions.');
}
function requireAdmin(user: SignedInUser): void {
  if (!isAdmin(user.claims)) throw forbidden('Only admins can change release notes.');
}
const conflict = (message: string) => new HttpError(409, message);

export function registerReleaseAuthoringRoutes(app: FastifyInstance): void {
  const { db, clock } = app.portal;
  const read = releaseNotesStore(db);
  const write = releaseAuthoringStore(db);

  /** A note the editor would accept (S2 §5), about known apps, of an existing version. */
  function checkNote(note: ReleaseNote): void {
    const commentProblem = noteCommentProblem(note);
    if (commentProblem) throw badRequest(commentProblem);
    if (!noteIsComplete(note))
      throw badRequest('A note needs at least one app, a change type and a comment.');
    const unknown = write.unknownApps(note.noteApps);
    if (unknown.length > 0) throw badRequest(`Unknown app: ${unknown.join(', ')}.`);
  }

  /** An abandoned version's notes are final (S2 §4: a dead end); a missing version is not found. */
  function requireChangeableNotes(versionId: number): void {
    const version = read.version(String(versionId));
    if (!version) throw notFound(`There is no release version ${versionId}.`);
    if (!notesCanChange(version.status)) throw conflict(ABANDONED_NOTES_MESSAGE);
  }

  registerEndpoint(
    app,
    api.saveReleaseVersion,
    async ({ user, body }) => {
      const existing = body.id === UNSAVED_DRAFT_ID ? undefined : read.version(String(body.id));
      if (body.id !== UNSAVED_DRAFT_ID && !existing)
        throw notFound(`There is no release version ${body.id}.`);
      const problem = statusChangeProblem(existing?.status, body.status);
      if (problem) throw badRequest(problem);
      if (body.status === 'Draft' && write.otherDraftId(body.id) !== undefined)
        throw badRequest(ONE_DRAFT_MESSAGE);
      if (body.status !== 'Draft' && !isVersionNumber(body.version)) throw badRequest(VERSION_NOT_A_NUMBER);
      if (body.status !== 'Draft' && write.versionTextTaken(body.version, body.id))
        throw badRequest(`Version ${body.version} already exists.`);
      // Notes with an id were saved by their own calls; the new ones (id 0 or less) are added here.
      const newNotes = body.releaseNotes.filter((note) => note.id <= 0);
      if (newNotes.length > 0) requireAdmin(user);
      for (const note of newNotes) checkNote(note);
      const id = write.transaction(() => {
        if (existing) write.updateVersion(existing.id, body.version, body.status);
        const versionId = existing?.id ?? write.createVersion(body.version, body.status, clock.now());
        let order = nextNoteOrder(read.notes([versionId]));
        for (const note of [...newNotes].sort((a, b) => a.order - b.order))
          write.addNote({ ...note, versionId }, order++);
        return versionId;
      });
      const saved = read.version(String(id));
      if (!saved) throw notFound(`There is no release version ${id}.`);
      return { ...saved, releaseNotes: read.notes([id]) };
    },
    { authorize: requireSystemAdmin },
  );

  registerEndpoint(
    app,
    api.changeVersionStatus,
    async ({ body }) => {
      const existing = read.version(String(body.id));
      if (!existing) throw notFound(`There is no release version ${body.id}.`);
      // Draft → Draft or Submit carries notes and a version number: that is PUT ReleaseVersion.
      if (existing.status === 'Draft')
        throw badRequest('A draft is saved or submitted with PUT ReleaseNotes/ReleaseVersion.');
      const problem = statusChangeProblem(existing.status, body.status);
      if (problem) throw badRequest(problem);
      write.setStatus(existing.id, body.status);
      return undefined;
    },
    { authorize: requireSystemAdmin },
  );

  registerEndpoint(
    app,
    api.addReleaseNote,
    async ({ user, body, request }) => {
      requireChangeableNotes(body.versionId);
      checkNote(body);
      // Under the note draft's Idempotency-Key: Add pressed again after a lost answer adds no twin.
      const once = { db, request, userId: user.id, kind: 'releaseNote', now: clock.now() };
      return applyOnce(once, () =>
        write.transaction(() => {
          const order = nextNoteOrder(read.notes([body.versionId]));
          return { id: write.addNote(body, order), order };
        }),
      );
    },
    { authorize: requireAdmin },
  );

  registerEndpoint(
    app,
    api.updateReleaseNote,
    async ({ body }) => {
      checkNote(body);
      const { loaded, ...note } = body;
      requireChangeableNotes(note.versionId);
      // Read and written in one transaction, so no other update slips between the check and the write.
      write.transaction(() => {
        const stored = read.notes([note.versionId]).find((n) => n.id === note.id);
        if (!stored) throw notFound(`There is no release note ${note.id}.`);
        // The author edited what `loaded` says; another author's change since would be silently lost.
        if (noteChangedSince(stored, loaded)) throw conflict(NOTE_CHANGED_MESSAGE);
        write.updateNote(note);
      });
      return undefined;
    },
    { authorize: requireAdmin },
  );

  registerEndpoint(app, api.deleteReleaseNote, async ({ user, params }) => {
    requireAdmin(user);
    const id = pathId(params.id);
    const versionId = id === undefined ? undefined : read.noteVersionId(id);
    if (id === undefined || versionId === undefined) throw notFound(`There is no release note ${params.id}.`);
    requireChangeableNotes(versionId);
    write.deleteNote(id);
    return undefined;
  });

  registerEndpoint(
    app,
    api.reorderReleaseNotes,
    async ({ body, params }) => {
      const direction = params.direction?.toUpperCase() as MoveDirection;
      if (!moveDirections.includes(direction)) throw badRequest('Move a note with MOVEUP or MOVEDOWN.');
      const index = pathId(params.index) ?? -1;
      const versionId = body[0]?.versionId ?? -1;
      if (versionId !== -1 && !notesCanChange(read.version(String(versionId))?.status))
        throw conflict(ABANDONED_NOTES_MESSAGE);
      const stored = read.notes([versionId]).sort((a, b) => a.order - b.order);
      // The client moves what it shows: it must show the version's notes as they are stored.
      const sent = [...body].sort((a, b) => a.order - b.order).map((note) => note.id);
      refuseStaleOrder(
        'notes',
        stored.map((note) => note.id),
        sent,
      );
      if (!Number.isInteger(index) || index < 0 || index >= stored.length)
        throw badRequest(`There is no note at index ${params.index}.`);
      write.transaction(() => write.setOrders(moveNote(stored, index, direction)));
      return undefined;
    },
    { authorize: requireAdmin },
  );
}
