import { describe, expect, it } from 'vitest';
import { describeFavoritesChange } from './describe-change';

const titles: Record<number, string> = { 101: 'Shift Management', 102: 'Dashboard', 104: 'Labor Planning' };
const titleOf = (id: number) => titles[id];

describe('a favorites change in words', () => {
  it('names what was added and removed, with the menu’s titles', () => {
    expect(describeFavoritesChange({ favorites: [101, 102, 104], base: [101] }, titleOf)).toBe(
      'Dashboard, Labor Planning added to favorites',
    );
    expect(describeFavoritesChange({ favorites: [102], base: [101] }, titleOf)).toBe(
      'Dashboard added to favorites, Shift Management removed from favorites',
    );
  });

  it('names an entry no longer in the menu by its id, and a reorder as such', () => {
    expect(describeFavoritesChange({ favorites: [7], base: [] }, titleOf)).toBe('entry 7 added to favorites');
    expect(describeFavoritesChange({ favorites: [102, 101], base: [101, 102] }, titleOf)).toBe(
      'favorites reordered',
    );
  });
});
