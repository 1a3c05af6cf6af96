import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { menuItem } from '../../../test/fixtures/shell-builders';
import { writeCached } from '../../core/cache/cache-store';
import { signInAs, signOutForTest } from '../../core/cache/signed-in.testkit';
import { freshPortalDb } from '../../core/db/fresh-db.testkit';
import { menuRead } from '../../core/session/user-context';
import { areaPagesPart } from './offline-parts';

beforeEach(async () => {
  await freshPortalDb();
  signInAs(1, 5);
});
afterEach(() => signOutForTest());

describe('the areas part of offline readiness (walkthrough 18, D1)', () => {
  it('needs the landing data of every area the cached menu leads to, each area once', async () => {
    const items = [
      menuItem({ id: 1, url: '/labor-planning' }),
      menuItem({
        id: 2,
        url: '/shift-management?view=board',
        pages: [
          menuItem({ id: 3, url: '/labor-planning?view=daily' }),
          menuItem({ id: 4, url: '/covid/x/screening/42', appType: 'Forms' }),
        ],
      }),
      menuItem({ id: 5, url: '/pbi-report?id=12', appType: 'Reports' }),
      // Not an area: an external link, an external link's page, the launcher, a page not in the table.
      menuItem({ id: 6, url: '/url/6', extLink: 'https://example.com', appType: 'Links' }),
      menuItem({ id: 7, url: '/external-form' }),
      menuItem({ id: 8, url: '/home' }),
      menuItem({ id: 9, url: '/no-such-area' }),
    ];
    await writeCached({ userId: 1, accountId: 5 }, menuRead.resource, { items, favorites: [] }, Date.now());
    const reads = await areaPagesPart.reads();
    expect(reads.map((read) => read.resource)).toEqual([
      'area:covid',
      'area:laborPlanning',
      'area:pbiReport',
      'area:shiftManagement',
    ]);
  });

  it('needs nothing while no menu is saved: the menu part says that one is missing', async () => {
    expect(await areaPagesPart.reads()).toEqual([]);
  });
});
