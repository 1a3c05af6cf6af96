import { describe, expect, it, test } from 'vitest';
import { menuItem } from '../../../../test/fixtures/shell-builders';
import { launcherGroups } from './launcher-groups';

const menu = [
  menuItem({ id: 1, appType: 'Apps', pages: [menuItem({ id: 11, appType: 'Apps' })] }),
  menuItem({ id: 2, appType: 'Forms' }),
  menuItem({ id: 3, appType: 'Apps' }),
  menuItem({ id: 4, appType: 'Links' }),
];

const summary = (input: Parameters<typeof launcherGroups>[0]) =>
  launcherGroups(input).map((g) => `${g.label}:${g.items.map((item) => item.id).join(',')}`);

describe('launcherGroups', () => {
  test.each([
    [
      'hides Favorites when there are none and they are not edited',
      [],
      false,
      ['Apps:1,3', 'Forms:2', 'Links:4', 'Reports:'],
    ],
    [
      'shows Favorites first in the user order when there are favorites',
      [4, 1],
      false,
      ['Favorites:4,1', 'Apps:1,3', 'Forms:2', 'Links:4', 'Reports:'],
    ],
    [
      'shows an empty Favorites first while favorites are edited',
      [],
      true,
      ['Favorites:', 'Apps:1,3', 'Forms:2', 'Links:4', 'Reports:'],
    ],
    [
      'finds favorite pages inside folders and skips ids not in the menu',
      [11, 99, 11],
      false,
      ['Favorites:11', 'Apps:1,3', 'Forms:2', 'Links:4', 'Reports:'],
    ],
  ])('%s', (_, favoriteIds, editingFavorites, expected) => {
    expect(summary({ items: menu, favoriteIds, editingFavorites })).toEqual(expected);
  });

  it('keeps the order Apps, Reports, Forms, Links when every group has items', () => {
    const full = [
      menuItem({ id: 1, appType: 'Links' }),
      menuItem({ id: 2, appType: 'Forms' }),
      menuItem({ id: 3, appType: 'Reports' }),
      menuItem({ id: 4, appType: 'Apps' }),
    ];
    expect(summary({ items: full, favoriteIds: [], editingFavorites: false })).toEqual([
      'Apps:4',
      'Reports:3',
      'Forms:2',
      'Links:1',
    ]);
  });

  it('moves every group last, in order, when the menu is empty', () => {
    expect(summary({ items: [], favoriteIds: [], editingFavorites: false })).toEqual([
      'Apps:',
      'Reports:',
      'Forms:',
      'Links:',
    ]);
  });

  test.each([
    ['Favorites', 'No Favorites Found.'],
    ['Apps', 'No Apps Found.'],
    ['Reports', 'No Reports Found.'],
    ['Forms', 'No Forms Found.'],
    ['Links', 'No Links Found.'],
  ])('gives the %s group the empty text %j', (label, emptyText) => {
    const groups = launcherGroups({ items: [], favoriteIds: [], editingFavorites: true });
    expect(groups.find((g) => g.label === label)?.emptyText).toBe(emptyText);
  });
});
