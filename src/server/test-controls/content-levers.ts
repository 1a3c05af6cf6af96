import type { FastifyInstance } from 'fastify';
import { saveHelpItemSchema } from '../../contracts/help-writes';
import { z } from '../../contracts/zod';
import { pageHelpWrites } from '../help/help-item-store';
import { parseRequestBody } from '../http/request-body';

/*
 * Announcements and notifications (and a user's accounts) have no authoring endpoint in the portal's API (the spec reads
 * them only: they are written by other systems). The XSS corpus test (test/e2e/xss-corpus.spec.ts)
 * stores its payloads through these levers instead, exactly as such a system would: rows in the
 * tables the real read endpoints serve.
 */

export const testAnnouncementSchema = z.object({
  title: z.string().check(z.minLength(1)),
  text: z.string(),
  allowAcknowledge: z._default(z.boolean(), false),
});

export const testNotificationSchema = z.object({
  userId: z.int(),
  title: z.string().check(z.minLength(1)),
  text: z.string(),
  categoryName: z._default(z.string(), 'Alert'),
});

export const testAccountRemovalSchema = z.object({
  username: z.string().check(z.minLength(1)),
  acctId: z.int(),
});

export function registerContentLevers(app: FastifyInstance, base: string): void {
  const { db, clock, userChanges } = app.portal;

  /** Stores an announcement shown before every other one; answers its id. */
  app.post(`${base}/announcements`, async (request) => {
    const body = parseRequestBody(testAnnouncementSchema, request.body, `POST ${base}/announcements`);
    const { first } = db
      .prepare<[], { first: number | null }>('SELECT MIN(position) AS first FROM announcements')
      .get() ?? { first: null };
    const result = db
      .prepare(
        'INSERT INTO announcements (position, title, body_html, icon, allow_acknowledge) VALUES (?, ?, ?, NULL, ?)',
      )
      .run((first ?? 0) - 1, body.title, body.text, body.allowAcknowledge ? 1 : 0);
    return { id: Number(result.lastInsertRowid) };
  });

  /**
   * Removes an announcement, as the system that publishes them does when it withdraws one (with
   * the dismissals it had): a page that still shows it finds it gone (walkthrough 11, defect 7).
   */
  app.delete<{ Params: { id: string } }>(`${base}/announcements/:id`, async (request, reply) => {
    const id = Number(request.params.id);
    db.transaction(() => {
      db.prepare('DELETE FROM announcement_acknowledgements WHERE announcement_id = ?').run(id);
      db.prepare('DELETE FROM announcements WHERE id = ?').run(id);
    })();
    return reply.code(204).send();
  });

  /** Stores an open notification for one user, newer than every other; answers its id. */
  app.post(`${base}/notifications`, async (request) => {
    const body = parseRequestBody(testNotificationSchema, request.body, `POST ${base}/notifications`);
    const result = db
      .prepare(`INSERT INTO notifications (user_id, category_name, icon, title, text, link, allow_acknowledge,
          created_at) VALUES (?, ?, NULL, ?, ?, NULL, 0, ?)`)
      .run(body.userId, body.categoryName, body.title, body.text, clock.now());
    userChanges.emit(body.userId, 'notifications');
    return { id: Number(result.lastInsertRowid) };
  });

  /**
   * Stores page help items as they are, several on one anchor too: the API makes one item per
   * anchor, but a page's help written before that rule, or by another system (walkthrough 21's
   * grown tenant: 30 items on Home's 4 anchors), holds several. The page help read serves them all.
   * Answers the new items' ids.
   */
  app.post(`${base}/help-items`, async (request) => {
    const body = parseRequestBody(z.array(saveHelpItemSchema), request.body, `POST ${base}/help-items`);
    const writes = pageHelpWrites(db);
    return { ids: db.transaction(() => body.map((item) => writes.addHelpItem(item)))() };
  });

  /**
   * Takes an account from a user, as a directory sync does when an administrator moves them to
   * another site (the API has no such endpoint): their next request naming it is refused with
   * 403 `accountNotHeld`. Answers whether the user held it.
   */
  app.post(`${base}/remove-account`, async (request) => {
    const body = parseRequestBody(testAccountRemovalSchema, request.body, `POST ${base}/remove-account`);
    const result = db
      .prepare(
        'DELETE FROM user_accounts WHERE account_id = ? AND user_id = (SELECT id FROM users WHERE username = ?)',
      )
      .run(body.acctId, body.username);
    return { removed: result.changes > 0 };
  });
}
