import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../contracts/api';
import type { MenuItem } from '../../contracts/menu';
import type { Session } from '../../contracts/session';
import { NOTIFICATION_PAGE_SIZE } from '../../contracts/shell';
import { authHeaders, getAs, signInEach, startTestServer, type TestServer } from '../server.testkit';

/*
 * A row that breaks the contract (written by an older version or by hand) is left out of its list,
 * logged once with its table and id, and the rest answered: it made the whole list a 500 before
 * (docs/api.md, "A row that breaks the contract").
 */

let server: TestServer;
let as: (username: string) => Session;
const logged: { table?: string; id?: number; msg?: string }[] = [];
beforeAll(async () => {
  server = await startTestServer(
    {},
    { logger: { level: 'warn', stream: { write: (line: string) => logged.push(JSON.parse(line)) } } },
  );
  as = await signInEach(server.app, ['admin', 'merged']);
});
afterAll(() => server.close());

const db = () => server.app.portal.db;
const get = async (path: string) => {
  const response = await getAs(server.app, as('admin'), path);
  expect(response.statusCode).toBe(200);
  return response.json() as unknown;
};
const logsOf = (table: string) => logged.filter((line) => line.table === table).map((line) => line.id);
const ids = (items: { id: number }[]) => items.map((item) => item.id);
const allIds = (items: MenuItem[]): number[] => items.flatMap((item) => [item.id, ...allIds(item.pages)]);

describe('a row that breaks the contract', () => {
  it('is left out of Help/Topics, logged once; the other topics are answered', async () => {
    const before = api.helpTopics.response.parse(await get('Help/Topics'));
    const [first, second] = before;
    if (!first || !second) throw new Error('the seed has help topics');
    // By hand, past the table's CHECK: a permission level the contract does not know; a title
    // that is not text (SQLite keeps a blob in a TEXT column).
    db().pragma('ignore_check_constraints = ON');
    db().prepare('UPDATE help_topics SET permission_level = 7 WHERE id = ?').run(first.id);
    db().pragma('ignore_check_constraints = OFF');
    db().prepare("UPDATE help_topics SET title = X'00' WHERE id = ?").run(second.id);

    for (let read = 0; read < 2; read += 1) {
      const after = api.helpTopics.response.parse(await get('Help/Topics'));
      expect(ids(after)).toEqual(ids(before).filter((id) => id !== first.id && id !== second.id));
    }
    expect(logsOf('help_topics')).toEqual([first.id, second.id]);
  });

  it('is left out of Common/Menu with the pages under it; a bad page leaves its folder', async () => {
    const before = api.menu.response.parse(await get('Common/Menu'));
    const folder = before.items.find((item) => item.pages.length > 1);
    const top = before.items.find((item) => item !== folder);
    const page = folder?.pages[0];
    if (!folder || !top || !page) throw new Error('the seed has a folder with pages');
    db().prepare("UPDATE menu_items SET app_type = 'Widgets' WHERE id = ?").run(top.id);
    db().prepare("UPDATE menu_items SET title = X'00' WHERE id = ?").run(page.id);

    const after = api.menu.response.parse(await get('Common/Menu'));
    expect(allIds(after.items)).toEqual(
      allIds(before.items).filter((id) => id !== page.id && !allIds([top]).includes(id)),
    );
    expect(after.items.find((item) => item.id === folder.id)?.pages).toHaveLength(folder.pages.length - 1);
    expect(logsOf('menu_items')).toEqual([top.id, page.id]);
  });

  it('is left out of Common/Announcements', async () => {
    const before = api.announcements.response.parse(await get('Common/Announcements'));
    const [bad] = before;
    if (!bad) throw new Error('the seed has announcements');
    db().prepare("UPDATE announcements SET title = X'00' WHERE id = ?").run(bad.id);
    const after = api.announcements.response.parse(await get('Common/Announcements'));
    expect(ids(after)).toEqual(ids(before).slice(1));
    expect(logsOf('announcements')).toEqual([bad.id]);
  });

  it('is left out of the notifications, whose pages stay full and page the rest', async () => {
    const page = async (skip: number) => {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/Common/UserNotifications',
        payload: { skip, take: NOTIFICATION_PAGE_SIZE },
        headers: authHeaders(as('merged')),
      });
      expect(response.statusCode).toBe(200);
      return api.userNotifications.response.parse(response.json());
    };
    const listed = async () => {
      const pages = [];
      for (let skip = 0; ; skip += NOTIFICATION_PAGE_SIZE) {
        const items = await page(skip);
        pages.push(items);
        if (items.length < NOTIFICATION_PAGE_SIZE) break;
      }
      return pages;
    };
    const before = (await listed()).flat();
    const bad = [before[2], before[30]].map((item) => item?.id ?? 0);
    for (const id of bad) db().prepare("UPDATE notifications SET title = X'00' WHERE id = ?").run(id);

    const pages = await listed();
    expect(pages.map((items) => items.length)).toEqual([25, 25, 25, 25, 18]);
    expect(ids(pages.flat())).toEqual(ids(before).filter((id) => !bad.includes(id)));
    expect(logsOf('notifications')).toEqual(bad);
  });
});
