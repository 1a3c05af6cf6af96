import type {
  AccessLevel,
  AppOption,
  ChangeType,
  ReleaseNote,
  ReleaseVersion,
  VersionStatus,
} from '../../contracts/release-notes';
import type { Db } from '../db/database';
import type { DemoReleaseVersion } from '../seed/demo-release-notes';

interface VersionRow {
  id: number;
  version: string;
  status: VersionStatus;
  created_at: number;
}

interface NoteRow {
  id: number;
  version_id: number;
  position: number;
  change_type: ChangeType;
  comment_html: string;
  access_level: AccessLevel | null;
  apps_json: string;
}

const toVersion = (row: VersionRow): ReleaseVersion => ({
  id: row.id,
  version: row.version,
  status: row.status,
  createDate: new Date(row.created_at).toISOString(),
});

/** The release-notes tables of migration 4, read and seeded. */
export function releaseNotesStore(db: Db) {
  return {
    apps(): AppOption[] {
      return db
        .prepare<[], AppOption>('SELECT value, title FROM release_apps ORDER BY position, value')
        .all();
    },

    /** Versions of these statuses, newest first. */
    versions(statuses: readonly VersionStatus[]): ReleaseVersion[] {
      if (statuses.length === 0) return [];
      return db
        .prepare<VersionStatus[], VersionRow>(
          `SELECT id, version, status, created_at FROM release_versions
           WHERE status IN (${statuses.map(() => '?').join(', ')}) ORDER BY created_at DESC, id DESC`,
        )
        .all(...statuses)
        .map(toVersion);
    },

    /** A version by id (digits) or by the release-notes key of the Version claim. */
    version(key: string): ReleaseVersion | undefined {
      const row = /^\d+$/.test(key)
        ? db.prepare<[number], VersionRow>('SELECT * FROM release_versions WHERE id = ?').get(Number(key))
        : db
            .prepare<[string], VersionRow>('SELECT * FROM release_versions WHERE release_notes_key = ?')
            .get(key);
      return row && toVersion(row);
    },

    /** The version a note belongs to; undefined when there is no such note. */
    noteVersionId(noteId: number): number | undefined {
      return db
        .prepare<[number], { version_id: number }>('SELECT version_id FROM release_notes WHERE id = ?')
        .get(noteId)?.version_id;
    },

    /** Every note of these versions, each with its apps (value and title), in note order. */
    notes(versionIds: readonly number[]): ReleaseNote[] {
      if (versionIds.length === 0) return [];
      return db
        .prepare<number[], NoteRow>(
          `SELECT n.*, (SELECT json_group_array(json_array(a.value, a.title)) FROM (
              SELECT ra.value, ra.title FROM release_note_apps na JOIN release_apps ra ON ra.value = na.app_value
              WHERE na.note_id = n.id ORDER BY na.position) a) AS apps_json
           FROM release_notes n WHERE n.version_id IN (${versionIds.map(() => '?').join(', ')})
           ORDER BY n.version_id, n.position, n.id`,
        )
        .all(...versionIds)
        .map((row) => {
          const apps = JSON.parse(row.apps_json) as [string, string][];
          return {
            id: row.id,
            versionId: row.version_id,
            noteApps: apps.map(([value]) => value),
            noteAppNames: apps.map(([, title]) => title),
            changeType: row.change_type,
            comment: row.comment_html,
            accessLevel: row.access_level,
            order: row.position,
          };
        });
    },

    /** The newest Active version: the one a pushed release announces. */
    newestActive(): ReleaseVersion | undefined {
      return this.versions(['Active'])[0];
    },

    /** Records the version's push: true the first time, false when it was pushed before. */
    claimPush(versionId: number, now: number): boolean {
      return (
        db
          .prepare('INSERT OR IGNORE INTO release_pushes (version_id, pushed_at) VALUES (?, ?)')
          .run(versionId, now).changes === 1
      );
    },

    seed(apps: readonly AppOption[], versions: readonly DemoReleaseVersion[], now: number): void {
      const app = db.prepare('INSERT INTO release_apps (value, title, position) VALUES (?, ?, ?)');
      for (const [i, a] of apps.entries()) app.run(a.value, a.title, i);
      const version = db.prepare(
        'INSERT INTO release_versions (id, version, release_notes_key, status, created_at) VALUES (?, ?, ?, ?, ?)',
      );
      const note = db.prepare(
        'INSERT INTO release_notes (version_id, position, change_type, comment_html, access_level) VALUES (?, ?, ?, ?, ?)',
      );
      const noteApp = db.prepare(
        'INSERT INTO release_note_apps (note_id, app_value, position) VALUES (?, ?, ?)',
      );
      for (const v of versions) {
        version.run(v.id, v.version, v.releaseNotesKey, v.status, now - v.ageDays * 86_400_000);
        for (const [position, n] of v.notes.entries()) {
          const { lastInsertRowid } = note.run(
            v.id,
            position + 1,
            n.changeType,
            n.commentHtml,
            n.accessLevel,
          );
          for (const [i, value] of n.apps.entries()) noteApp.run(lastInsertRowid, value, i);
        }
      }
    },
  };
}
