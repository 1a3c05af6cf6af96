import type { ReleaseNote, VersionStatus } from '../../contracts/release-notes';
import type { Db } from '../db/database';

/** The version and note writes of release-note authoring, over the tables of migration 4. */
export function releaseAuthoringStore(db: Db) {
  const insertNote = db.prepare(
    'INSERT INTO release_notes (version_id, position, change_type, comment_html, access_level) VALUES (?, ?, ?, ?, ?)',
  );
  const insertNoteApp = db.prepare(
    'INSERT INTO release_note_apps (note_id, app_value, position) VALUES (?, ?, ?)',
  );

  function writeApps(noteId: number | bigint, apps: readonly string[]): void {
    db.prepare('DELETE FROM release_note_apps WHERE note_id = ?').run(noteId);
    for (const [i, value] of [...new Set(apps)].entries()) insertNoteApp.run(noteId, value, i);
  }

  return {
    /** The app values of these that are not known apps. */
    unknownApps(apps: readonly string[]): string[] {
      const known = db.prepare<[string], { value: string }>('SELECT value FROM release_apps WHERE value = ?');
      return apps.filter((app) => !known.get(app));
    },

    /** The id of a Draft version other than `exceptId`, if one exists (only one may, S2 §4). */
    otherDraftId(exceptId: number): number | undefined {
      return db
        .prepare<[number], { id: number }>(
          "SELECT id FROM release_versions WHERE status = 'Draft' AND id <> ?",
        )
        .get(exceptId)?.id;
    },

    /** True when another version already has this version text (case-insensitive). */
    versionTextTaken(version: string, exceptId: number): boolean {
      return Boolean(
        db
          .prepare<[string, number], { id: number }>(
            'SELECT id FROM release_versions WHERE lower(version) = lower(?) AND id <> ?',
          )
          .get(version, exceptId),
      );
    },

    createVersion(version: string, status: VersionStatus, now: number): number {
      const { lastInsertRowid } = db
        .prepare('INSERT INTO release_versions (version, status, created_at) VALUES (?, ?, ?)')
        .run(version, status, now);
      return Number(lastInsertRowid);
    },

    updateVersion(id: number, version: string, status: VersionStatus): void {
      db.prepare('UPDATE release_versions SET version = ?, status = ? WHERE id = ?').run(version, status, id);
    },

    setStatus(id: number, status: VersionStatus): void {
      db.prepare('UPDATE release_versions SET status = ? WHERE id = ?').run(status, id);
    },

    /** Adds a note at `order`; answers its id. */
    addNote(note: ReleaseNote, order: number): number {
      const { lastInsertRowid } = insertNote.run(
        note.versionId,
        order,
        note.changeType,
        note.comment,
        note.accessLevel,
      );
      writeApps(lastInsertRowid, note.noteApps);
      return Number(lastInsertRowid);
    },

    /** Replaces a note's apps, change type, comment and access level (its version and order stay). */
    updateNote(note: ReleaseNote): boolean {
      const { changes } = db
        .prepare('UPDATE release_notes SET change_type = ?, comment_html = ?, access_level = ? WHERE id = ?')
        .run(note.changeType, note.comment, note.accessLevel, note.id);
      if (changes > 0) writeApps(note.id, note.noteApps);
      return changes > 0;
    },

    deleteNote(id: number): boolean {
      return db.prepare('DELETE FROM release_notes WHERE id = ?').run(id).changes > 0;
    },

    setOrders(notes: readonly Pick<ReleaseNote, 'id' | 'order'>[]): void {
      const update = db.prepare('UPDATE release_notes SET position = ? WHERE id = ?');
      for (const note of notes) update.run(note.order, note.id);
    },

    /** Runs `work` in one transaction. */
    transaction<T>(work: () => T): T {
      return db.transaction(work)();
    },
  };
}
