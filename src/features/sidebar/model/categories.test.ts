import { describe, expect, it, test } from 'vitest';
import { menuItem } from '../../../../test/fixtures/shell-builders';
import { entryMatchesPath, selectedCategoryFor, sidebarCategories, sidebarCategoryItems } from './categories';

const menu = [
  menuItem({ id: 1, appType: 'Apps', url: '/labor-planning' }),
  menuItem({
    id: 2,
    appType: 'Reports',
    url: '/reports',
    pages: [menuItem({ id: 21, appType: 'Reports', url: '/pbi-report?id=5' })],
  }),
  menuItem({ id: 3, appType: 'Forms', url: '/audit-forms' }),
  menuItem({ id: 4, appType: 'Links', url: '', extLink: 'https://carrier.test' }),
  menuItem({ id: 5, appType: 'Apps', url: '/dashboard' }),
];

describe('sidebarCategories', () => {
  it('lists Favorites, Apps, Reports, Forms, Links in that order', () => {
    expect(sidebarCategories).toEqual(['Favorites', 'Apps', 'Reports', 'Forms', 'Links']);
  });
});

describe('sidebarCategoryItems', () => {
  test.each([
    ['Favorites', [5, 21]],
    ['Apps', [1, 5]],
    ['Reports', [2]],
    ['Forms', [3]],
    ['Links', [4]],
  ] as const)('lists in %s the entries %j', (category, ids) => {
    expect(sidebarCategoryItems(menu, [5, 21], category).map((item) => item.id)).toEqual(ids);
  });
});

describe('entryMatchesPath', () => {
  test.each([
    ['/labor-planning', 1, true],
    ['/labor-planning/week/2', 1, true],
    ['/Labor-Planning/', 1, true],
    ['/labor-planning-archive', 1, false],
    ['/pbi-report', 2, true],
    ['/url/4', 4, true],
    ['/url/44', 4, false],
  ])('says %j matches entry %i: %s', (pathname, id, expected) => {
    const item = menu.find((entry) => entry.id === id);
    expect(item && entryMatchesPath(item, pathname)).toBe(expected);
  });
});

describe('selectedCategoryFor', () => {
  test.each([
    ['Apps for an app path', [], '/labor-planning', 'Apps'],
    ['Favorites first when the entry is also a favorite', [1], '/labor-planning/week', 'Favorites'],
    ['Reports when a page of a report matches', [], '/pbi-report', 'Reports'],
    ['Favorites when a favorite page matches', [21], '/pbi-report', 'Favorites'],
    ['Forms for a form path', [1], '/audit-forms/12', 'Forms'],
    ['Links for an external link shown in the app', [], '/url/4', 'Links'],
    ['no category on home', [1], '/home', undefined],
    ['no category for an unknown path', [], '/error/404', undefined],
  ])('selects %s', (_, favoriteIds, pathname, expected) => {
    expect(selectedCategoryFor(menu, favoriteIds, pathname)).toBe(expected);
  });
});
