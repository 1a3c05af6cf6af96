import type { FastifyInstance } from 'fastify';
import { api } from '../../contracts/api';
import { foldedSearch } from '../../contracts/search-fold';
import {
  type Announcement,
  announcementSchema,
  NOTIFICATION_PAGE_SIZE,
  type UserNotification,
  userNotificationSchema,
} from '../../contracts/shell';
import { keepValidRows, validPage } from '../db/valid-rows';
import { badRequest, notFound } from '../http/http-error';
import { applyOnce } from '../http/idempotency';
import { pathId } from '../http/path-id';
import { registerEndpoint } from '../http/register-endpoint';

/** How many notifications the bell lists (S2 §9: notification page size). */
export const globalNotificationsPageSize = NOTIFICATION_PAGE_SIZE;

export interface AnnouncementRow {
  id: number;
  title: string;
  body_html: string;
  icon: string | null;
  allow_acknowledge: number;
}

interface NotificationRow {
  id: number;
  category_name: string;
  icon: string | null;
  title: string;
  text: string;
  link: string | null;
  allow_acknowledge: number;
  completed_on: string | null;
}

export const toAnnouncement = (row: AnnouncementRow): Announcement => ({
  id: row.id,
  title: row.title,
  text: row.body_html,
  icon: row.icon,
  allowAcknowledge: row.allow_acknowledge === 1,
});

const toNotification = (row: NotificationRow): UserNotification => ({
  id: row.id,
  categoryName: row.category_name,
  icon: row.icon,
  title: row.title,
  text: row.text,
  link: row.link,
  allowAcknowledge: row.allow_acknowledge === 1,
  completedOn: row.completed_on,
});

/** Announcements (the rotating banner) and global notifications (the bell). */
export function registerMessageRoutes(app: FastifyInstance): void {
  const { db, clock, userChanges } = app.portal;

  registerEndpoint(app, api.announcements, async ({ user }) =>
    keepValidRows(
      db,
      'announcements',
      db
        .prepare<[number], AnnouncementRow>(`SELECT a.* FROM announcements a WHERE NOT EXISTS (
          SELECT 1 FROM announcement_acknowledgements k WHERE k.announcement_id = a.id AND k.user_id = ?)
        ORDER BY a.position, a.id`)
        .all(user.id),
      toAnnouncement,
      announcementSchema,
    ),
  );

  registerEndpoint(app, api.acknowledgeAnnouncement, async ({ user, params }) => {
    const id = pathId(params.id);
    const row =
      id !== undefined
        ? db.prepare<[number], AnnouncementRow>('SELECT * FROM announcements WHERE id = ?').get(id)
        : undefined;
    if (!row) throw notFound(`There is no announcement ${params.id}.`);
    if (row.allow_acknowledge !== 1) throw badRequest(`Announcement ${id} cannot be dismissed.`);
    db.prepare(
      'INSERT OR IGNORE INTO announcement_acknowledgements (user_id, announcement_id, acknowledged_at) VALUES (?, ?, ?)',
    ).run(user.id, id, clock.now());
    return undefined;
  });

  registerEndpoint(app, api.globalNotifications, async ({ user }) => {
    const { count } = db
      .prepare<[number], { count: number }>(
        'SELECT COUNT(*) AS count FROM notifications WHERE user_id = ? AND completed_on IS NULL',
      )
      .get(user.id) ?? { count: 0 };
    const items = db
      .prepare<[number, number], NotificationRow>(
        'SELECT * FROM notifications WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ?',
      )
      .all(user.id, globalNotificationsPageSize)
      .map(toNotification);
    return { count, items };
  });

  // The search text anywhere in title, text or category, as one piece, in any case and accents
  // ignored ('zurich' and 'ZÜRICH' find 'Zürich'): `fold_for_search` (db/database.ts) on both
  // sides, the app's folding (its list filters match each word apart, this the whole text). `instr`, not LIKE: LIKE folds ASCII letters only, and `%` and `_` stay literal.
  // Folded in the WHERE, so LIMIT and OFFSET page the matches.
  registerEndpoint(app, api.userNotifications, async ({ user, body }) => {
    // A row breaking the contract is left out (and logged), and the page is still full.
    const pageOf = (read: (limit: number, offset: number) => NotificationRow[]) =>
      validPage(db, 'notifications', read, body, toNotification, userNotificationSchema);
    // A blank search is no search: no folding of every row.
    const wanted = foldedSearch(body.search);
    if (wanted === undefined) {
      const read = db.prepare<[number, number, number], NotificationRow>(
        'SELECT * FROM notifications WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?',
      );
      return pageOf((limit, offset) => read.all(user.id, limit, offset));
    }
    // Accents alone fold to '', which every text holds: that search finds nothing.
    if (wanted === '') return [];
    const read = db.prepare<[number, string, string, string, number, number], NotificationRow>(
      `SELECT * FROM notifications WHERE user_id = ?
           AND (instr(fold_for_search(title), ?) > 0 OR instr(fold_for_search(text), ?) > 0
             OR instr(fold_for_search(category_name), ?) > 0)
         ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
    );
    return pageOf((limit, offset) => read.all(user.id, wanted, wanted, wanted, limit, offset));
  });

  registerEndpoint(app, api.acknowledgeNotification, async ({ user, params, request }) => {
    const id = pathId(params.id);
    const row =
      id !== undefined
        ? db
            .prepare<[number, number], NotificationRow>(
              'SELECT * FROM notifications WHERE id = ? AND user_id = ?',
            )
            .get(id, user.id)
        : undefined;
    // Another user's notification is as unknown as a missing one.
    if (!row) throw notFound(`You have no notification ${params.id}.`);
    if (row.allow_acknowledge !== 1) throw badRequest(`Notification ${id} cannot be dismissed.`);
    // Under the outbox record's Idempotency-Key, as favorites are: a replay is applied once, and
    // the applied keys show the order the server applied them in.
    applyOnce({ db, request, userId: user.id, kind: 'notificationDismissal', now: clock.now() }, () => {
      const dismissed = db
        .prepare('UPDATE notifications SET completed_on = ? WHERE id = ? AND completed_on IS NULL')
        .run(new Date(clock.now()).toISOString(), id);
      // The user's other devices and tabs read their bell again.
      if (dismissed.changes > 0) userChanges.emit(user.id, 'notifications');
      return null;
    });
    return undefined;
  });
}
