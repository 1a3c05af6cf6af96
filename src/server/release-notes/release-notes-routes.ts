import type { FastifyInstance } from 'fastify';
import { api } from '../../contracts/api';
import { isAdmin } from '../../contracts/claims';
import type { PushReleaseResult, ReleaseFilters } from '../../contracts/release-notes';
import {
  appsReadableBy,
  filtersNotes,
  type NoteReader,
  noteAsSeenBy,
  noteMatchesFilters,
  noteReaderOf,
  visibleVersionStatuses,
} from '../../contracts/release-notes-access';
import type { Db } from '../db/database';
import { forbidden, notFound } from '../http/http-error';
import { registerEndpoint } from '../http/register-endpoint';
import { releaseNotesStore } from './release-notes-store';

/** What the Push Release notification says (the bell lists it under Alert). */
export const pushedReleaseNotification = (version: string) => ({
  categoryName: 'Alert',
  icon: 'info-circle',
  title: `Version ${version} released`,
  text: `Version ${version} is out. Open Release Notes in the help menu to see what changed.`,
});

/** The notes of these versions the reader may see that match the filters, in order. */
function readableNotes(
  store: ReturnType<typeof releaseNotesStore>,
  versionIds: readonly number[],
  reader: NoteReader,
  filters: ReleaseFilters,
) {
  return store
    .notes(versionIds)
    .flatMap((note) => noteAsSeenBy(note, reader) ?? [])
    .filter((note) => noteMatchesFilters(note, filters));
}

function notifyEveryone(db: Db, version: string, now: number): number {
  const message = pushedReleaseNotification(version);
  const { changes } = db
    .prepare(`INSERT INTO notifications (user_id, category_name, icon, title, text, link, allow_acknowledge, created_at)
      SELECT id, ?, ?, ?, ?, NULL, 1, ? FROM users`)
    .run(message.categoryName, message.icon, message.title, message.text, now);
  return changes;
}

export interface ReleasePushChannel {
  /** Tells every connected client the pushed version (the notifications hub's ReleaseVersion). */
  announceRelease(version: string): unknown;
}

/**
 * S2 §7 read calls and Push Release; S2 §6 rules from src/contracts/release-notes-access.ts.
 * Push Release both adds a bell notification for every user and announces the version live.
 */
export function registerReleaseNotesRoutes(app: FastifyInstance, push: ReleasePushChannel): void {
  const { db, clock } = app.portal;
  const store = releaseNotesStore(db);

  registerEndpoint(app, api.releaseVersions, async ({ user, body }) => {
    const filters: ReleaseFilters = { ...body.filters, search: body.search ?? body.filters?.search };
    let versions = store.versions(visibleVersionStatuses(user.claims, filters.releaseTypes));
    if (filtersNotes(filters)) {
      // A version stays when at least one note the user can read matches.
      const reader = noteReaderOf(user.claims);
      const matching = new Set(
        readableNotes(
          store,
          versions.map((v) => v.id),
          reader,
          filters,
        ).map((note) => note.versionId),
      );
      versions = versions.filter((v) => matching.has(v.id));
    }
    return versions.slice(body.skip, body.skip + body.take);
  });

  registerEndpoint(app, api.releaseNoteApps, async ({ user }) =>
    appsReadableBy(noteReaderOf(user.claims), store.apps()),
  );

  registerEndpoint(app, api.releaseNotes, async ({ user, body, params }) => {
    const key = params.key ?? '';
    const version = store.version(key);
    // A version the user may not list is answered as missing, not as forbidden: no hint it exists.
    if (!version || !visibleVersionStatuses(user.claims, [version.status]).includes(version.status)) {
      throw notFound(`There is no release version ${key}.`);
    }
    return readableNotes(store, [version.id], noteReaderOf(user.claims), body?.filters ?? {}).sort(
      (a, b) => a.order - b.order,
    );
  });

  // One transaction, no await inside: of two pushes of a version, sent twice or by two admins at
  // once, only the one that records it adds the notifications (walkthrough 36, D6).
  const pushNewestActive = db.transaction((now: number): PushReleaseResult => {
    const version = store.newestActive();
    if (!version) throw notFound('There is no active version to push.');
    if (!store.claimPush(version.id, now))
      return { version: version.version, notified: 0, alreadyPushed: true };
    return {
      version: version.version,
      notified: notifyEveryone(db, version.version, now),
      alreadyPushed: false,
    };
  });

  registerEndpoint(app, api.pushReleaseVersion, async ({ user }) => {
    if (!isAdmin(user.claims)) throw forbidden('Only admins can push a release.');
    const result = pushNewestActive(clock.now());
    // Announced again on a repeat push: the pages open now, some perhaps not connected at the
    // first push or since rejected it, are asked again (the bell gets nothing new).
    push.announceRelease(result.version);
    return result;
  });
}
