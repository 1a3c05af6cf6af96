import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decideAccess } from '../../contracts/access';
import { matchRouteOrArea } from '../../contracts/routes';
import { testPasswordCost } from '../auth/passwords';
import { type Db, openDatabase } from '../db/database';
import { migratedDataDir } from '../server.testkit';
import { loadUserProfile } from '../users/user-store';
import { demoUsers } from './demo-users';
import { seedDemoDataIfEmpty } from './seed';

let db: Db;
let dir: string;
beforeAll(() => {
  dir = migratedDataDir();
  db = openDatabase(dir);
  seedDemoDataIfEmpty(db, Date.now(), testPasswordCost);
});
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The path a notification's link opens: the client resolves it from the app's root (S2 §2). */
const pathOf = (link: string) => new URL(link, 'https://portal.example/').pathname;

/** Each seeded link with the page it opens, or why its recipient would not get there. */
function whereLinksLead(userId: number) {
  const profile = loadUserProfile(db, userId);
  if (!profile) throw new Error(`no demo user ${userId}`);
  const links = db
    .prepare('SELECT link FROM notifications WHERE user_id = ? AND link IS NOT NULL')
    .all(userId) as { link: string }[];
  return links.map(({ link }) => {
    const route = matchRouteOrArea(pathOf(link));
    return { link, leadsTo: route ? decideAccess(route.route.access, profile.claims) : 'no such page' };
  });
}

describe('the seeded notifications', () => {
  it.each(demoUsers.map((user) => [user.username, user.id] as const))(
    "of %s link only to pages that user's claims open",
    (_, userId) => {
      const leads = whereLinksLead(userId);
      expect(leads.filter((lead) => lead.leadsTo !== 'allowed')).toEqual([]);
    },
  );

  it('include links for the users the panel is shown with (a check that the test reads them)', () => {
    const linked = demoUsers
      .filter((user) => whereLinksLead(user.id).length > 0)
      .map((user) => user.username);
    expect(linked).toEqual(expect.arrayContaining(['admin', 'supervisor', 'merged']));
    expect(whereLinksLead(6)).toHaveLength(120);
  });
});
