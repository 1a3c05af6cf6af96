import { describe, expect, it } from 'vitest';
import { menuItem } from '../../../../test/fixtures/shell-builders';
import { withFavorites } from './menu-favorites';

describe('withFavorites', () => {
  const menu = {
    items: [
      menuItem({ id: 1, favorite: true }),
      menuItem({ id: 2, pages: [menuItem({ id: 21 }), menuItem({ id: 22, favorite: true })] }),
    ],
    favorites: [1, 22],
  };

  it('replaces the ordered list and marks exactly those entries, inside folders too', () => {
    const next = withFavorites(menu, [21, 2]);
    expect(next.favorites).toEqual([21, 2]);
    const flags = (items: typeof next.items): [number, boolean][] =>
      items.flatMap((item) => [[item.id, item.favorite] as [number, boolean], ...flags(item.pages)]);
    expect(flags(next.items)).toEqual([
      [1, false],
      [2, true],
      [21, true],
      [22, false],
    ]);
  });

  it('leaves the given menu untouched', () => {
    withFavorites(menu, []);
    expect(menu.favorites).toEqual([1, 22]);
    expect(menu.items[0]?.favorite).toBe(true);
  });
});
