import { describe, expect, it, test } from 'vitest';
import { menuItem } from '../../test/fixtures/shell-builders';
import {
  favoriteMenuItems,
  findMenuItemById,
  flattenMenuItems,
  isPathAtOrUnder,
  menuItemPath,
  menuItemQuery,
  normalizePathname,
} from './menu-tree';

const menu = [
  menuItem({ id: 1, pages: [menuItem({ id: 11 }), menuItem({ id: 12, pages: [menuItem({ id: 121 })] })] }),
  menuItem({ id: 2 }),
];

describe('flattenMenuItems', () => {
  it('lists each item followed by its pages, depth first', () => {
    expect(flattenMenuItems(menu).map((item) => item.id)).toEqual([1, 11, 12, 121, 2]);
  });

  it('returns an empty list for an empty menu', () => {
    expect(flattenMenuItems([])).toEqual([]);
  });
});

describe('findMenuItemById', () => {
  test.each([
    [2, 'Item 2'],
    [121, 'Item 121'],
    [99, undefined],
  ])('finds id %i anywhere in the tree', (id, title) => {
    expect(findMenuItemById(menu, id)?.title).toBe(title);
  });
});

describe('favoriteMenuItems', () => {
  it('returns the favorites in the given order, each once, skipping unknown ids', () => {
    expect(favoriteMenuItems(menu, [2, 121, 99, 2]).map((item) => item.id)).toEqual([2, 121]);
  });
});

describe('normalizePathname', () => {
  test.each([
    ['/Labor-Planning/', '/labor-planning'],
    ['/reports/sales?acctId=3#top', '/reports/sales'],
    ['labor-planning', '/labor-planning'],
    ['', '/'],
    ['/', '/'],
  ])('turns %j into %j', (path, expected) => {
    expect(normalizePathname(path)).toBe(expected);
  });
});

describe('menuItemPath', () => {
  test.each([
    ['its url path', menuItem({ id: 1, url: '/Reports/Sales?tab=2' }), '/reports/sales'],
    [
      '/url/{id} for an external link shown in the app',
      menuItem({ id: 7, extLink: 'https://x.test' }),
      '/url/7',
    ],
    [
      'nothing for an external link opened in a new window',
      menuItem({ id: 7, extLink: 'https://x.test', extLinkNewTab: true }),
      undefined,
    ],
    ['nothing for an empty url', menuItem({ id: 3, url: '' }), undefined],
    ['nothing for an absolute url', menuItem({ id: 3, url: 'https://other.test/a' }), undefined],
  ])('gives %s', (_, item, expected) => {
    expect(menuItemPath(item)).toBe(expected);
  });
});

describe('menuItemQuery', () => {
  test.each([
    [
      'its url query',
      menuItem({ id: 1, url: '/labor-planning?view=weekly&acctId=3#top' }),
      'view=weekly&acctId=3',
    ],
    ['none for a url without one', menuItem({ id: 1, url: '/labor-planning#a?b=1' }), ''],
    [
      'none for an external link shown in the app',
      menuItem({ id: 7, url: '/url/7?x=1', extLink: 'https://x.test' }),
      '',
    ],
    ['none for an absolute url', menuItem({ id: 3, url: 'https://other.test/a?report=1' }), ''],
  ])('gives %s', (_, item, expected) => {
    expect(menuItemQuery(item).toString()).toBe(expected);
  });
});

describe('isPathAtOrUnder', () => {
  test.each([
    ['/labor-planning', '/labor-planning', true],
    ['/labor-planning/week/3', '/labor-planning', true],
    ['/Labor-Planning/', '/labor-planning', true],
    ['/labor-planning-old', '/labor-planning', false],
    ['/dashboard', '/labor-planning', false],
    ['/dashboard', '/', false],
    ['/', '/', true],
  ])('says %j at or under %j is %s', (pathname, base, expected) => {
    expect(isPathAtOrUnder(pathname, base)).toBe(expected);
  });
});
