import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flattenMenuItems } from '../../contracts/menu-tree';
import { testPasswordCost } from '../auth/passwords';
import { type Db, openDatabase } from '../db/database';
import { demoUsers } from '../seed/demo-users';
import { seedDemoDataIfEmpty } from '../seed/seed';
import { migratedDataDir } from '../server.testkit';
import { findCredentials, loadUserProfile } from '../users/user-store';
import { menuEntriesFor, menuFor } from './user-menu';

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

/** What a check of the entries reads (the usage hub's app rule). */
const checked = (entry: {
  id: number;
  title: string;
  appType: string;
  url: string;
  extLink: string | null;
  extLinkNewTab: boolean;
}) => ({
  id: entry.id,
  title: entry.title,
  appType: entry.appType,
  url: entry.url,
  extLink: entry.extLink,
  extLinkNewTab: entry.extLinkNewTab,
});

describe('menuEntriesFor', () => {
  it.each(demoUsers.map((user) => user.username))(
    "gives %s the entries of their menu (GET Common/Menu's, flattened), in the same order",
    (username) => {
      const id = findCredentials(db, username)?.id;
      const profile = id === undefined ? undefined : loadUserProfile(db, id);
      if (!profile) throw new Error(`no demo user ${username}`);
      const menu = flattenMenuItems(menuFor(db, { ...profile, sessionId: 0, authToken: '' }).items);
      expect(menuEntriesFor(db, profile.claims).map(checked)).toEqual(menu.map(checked));
    },
  );
});
