import { describe, expect, it } from 'vitest';
import { type AppType, appTypes } from '../../contracts/menu';
import { appRoutes } from '../../contracts/routes';
import { demoMenu } from '../seed/demo-menu';
import { demoUsers } from '../seed/demo-users';
import { holdsAnyApp, visibleCatalogue } from './menu-access';
import { type CatalogueItem, flattenCatalogue } from './menu-catalogue';

const claimsOf = (username: string) => {
  const user = demoUsers.find((u) => u.username === username);
  if (!user) throw new Error(`no demo user ${username}`);
  return user.claims;
};
const menuOf = (username: string) => visibleCatalogue(demoMenu, claimsOf(username));
const idsOf = (items: CatalogueItem[]) => flattenCatalogue(items).map((item) => item.id);
const routesOf = (items: CatalogueItem[]) => new Set(flattenCatalogue(items).map((item) => item.routeId));
const groupSizes = (items: CatalogueItem[]) =>
  Object.fromEntries(
    appTypes.map((type) => [type, items.filter((i) => i.appType === type).length]),
  ) as Record<AppType, number>;

describe('visibleCatalogue over the demo data', () => {
  it('shows the admin every entry and the supervisor fewer', () => {
    expect(idsOf(menuOf('admin'))).toEqual(idsOf([...demoMenu]));
    expect(idsOf(menuOf('supervisor')).length).toBeLessThan(idsOf(menuOf('admin')).length);
  });

  it.each(['configuration', 'covid', 'migration', 'security', 'kpiManagement'] as const)(
    'gives the supervisor no entry for the denied route %s',
    (routeId) => {
      expect(routesOf(menuOf('supervisor')).has(routeId)).toBe(false);
    },
  );

  it.each([
    'dashboard',
    'laborPlanning',
    'metricManagement',
    'metricEntry',
    'marketRates',
    'driverQuality',
    'taskList',
    'survey',
    'shiftManagement',
  ] as const)('gives the supervisor an entry for %s', (routeId) => {
    expect(routesOf(menuOf('supervisor')).has(routeId)).toBe(true);
  });

  it('keeps the 12-page folder whole for the supervisor, trimmed for the viewer', () => {
    const folderFor = (username: string) => menuOf(username).find((item) => item.id === 200);
    expect(folderFor('supervisor')?.pages).toHaveLength(12);
    expect(folderFor('viewer')?.pages.length).toBeGreaterThan(0);
    expect(folderFor('viewer')?.pages.length).toBeLessThan(12);
  });

  it('leaves the viewer without Forms but with links', () => {
    const sizes = groupSizes(menuOf('viewer'));
    expect(sizes.Forms).toBe(0);
    expect(sizes.Links).toBeGreaterThan(0);
  });

  it('gives a user without grants nothing, not even sign-in-only links', () => {
    expect(holdsAnyApp(claimsOf('noapps'))).toBe(false);
    expect(menuOf('noapps')).toEqual([]);
  });

  it('shows external links to any user holding apps', () => {
    const links = menuOf('noaccount').filter((item) => item.extLink !== null);
    expect(links.map((item) => item.extLinkNewTab).sort()).toEqual([false, true, true]);
  });

  it('links every catalogue entry to a route or an external link', () => {
    for (const item of flattenCatalogue([...demoMenu])) {
      const opens = item.pages.length > 0 || item.extLink !== null || item.routeId !== null;
      expect(opens, `menu item ${item.id}`).toBe(true);
      if (item.routeId && item.extLink === null) {
        expect(item.url.split('?')[0], `menu item ${item.id}`).toBe(appRoutes[item.routeId].path);
      }
    }
  });
});
