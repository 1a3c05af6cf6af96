import { describe, expect, it, test } from 'vitest';
import { menuItem } from '../../../../test/fixtures/shell-builders';
import { defaultCategory, selectedCategoryFor, sidebarCategories, sidebarCategoryItems } from './categories';

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

/** The same menu plus an Apps folder whose page opens Labor Planning's weekly view. */
const menuWithWeeklyPlan = [
  ...menu,
  menuItem({
    id: 6,
    appType: 'Apps',
    url: '/toolkit',
    pages: [menuItem({ id: 61, appType: 'Apps', url: '/labor-planning?view=weekly' })],
  }),
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
    ['the category of the entry whose query the location carries', [], '/pbi-report?id=5', 'Reports'],
    ['not Favorites when the favorite is a less specific match', [1], '/labor-planning?view=weekly', 'Apps'],
  ])('selects %s', (_, favoriteIds, href, expected) => {
    expect(selectedCategoryFor(menuWithWeeklyPlan, favoriteIds, href)).toBe(expected);
  });
});

describe('defaultCategory', () => {
  test.each([
    [[5], 'Favorites'],
    [[], 'Apps'],
  ] as const)('is %j → %s', (favoriteIds, expected) => {
    expect(defaultCategory(favoriteIds)).toBe(expected);
  });
});
