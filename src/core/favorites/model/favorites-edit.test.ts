import { describe, expect, it, test } from 'vitest';
import {
  type FavoritesState,
  hasUnsavedFavoriteChanges,
  initialFavoritesState,
  withEditCancelled,
  withEditSaved,
  withEditStarted,
  withFavoriteMoved,
  withFavoriteToggled,
} from './favorites-edit';

const editing = (favoriteIds: number[], earlierFavoriteIds = favoriteIds): FavoritesState => ({
  favoriteIds,
  editing: true,
  earlierFavoriteIds,
});

describe('withEditStarted', () => {
  it('enters edit mode remembering the favorites when not editing', () => {
    expect(withEditStarted()(initialFavoritesState([3, 1]))).toEqual(editing([3, 1], [3, 1]));
  });

  it('keeps the first remembered list when already editing', () => {
    expect(withEditStarted()(editing([1], [3, 1]))).toEqual(editing([1], [3, 1]));
  });
});

describe('withFavoriteMoved', () => {
  test.each([
    [0, 2, [2, 3, 1, 4]],
    [3, 0, [4, 1, 2, 3]],
    [1, 1, [1, 2, 3, 4]],
    [0, 10, [2, 3, 4, 1]],
    [2, -5, [3, 1, 2, 4]],
    [7, 0, [1, 2, 3, 4]],
    [-1, 0, [1, 2, 3, 4]],
  ])('moves the favorite at %i to %i giving %j', (from, to, expected) => {
    expect(withFavoriteMoved({ from, to })(editing([1, 2, 3, 4])).favoriteIds).toEqual(expected);
  });
});

describe('withFavoriteToggled', () => {
  test.each([
    ['adds an item at the end when it is not a favorite', 5, [1, 2, 5]],
    ['removes an item when it is a favorite', 1, [2]],
  ])('%s', (_, itemId, expected) => {
    expect(withFavoriteToggled(itemId)(initialFavoritesState([1, 2])).favoriteIds).toEqual(expected);
  });
});

describe('withEditSaved', () => {
  it('leaves edit mode with the edited list', () => {
    expect(withEditSaved()(editing([2, 1], [1, 2, 3]))).toEqual(initialFavoritesState([2, 1]));
  });
});

describe('withEditCancelled', () => {
  it('leaves edit mode restoring the list from when the edit started', () => {
    const edited = [withEditStarted(), withFavoriteToggled(9), withFavoriteMoved({ from: 2, to: 0 })].reduce(
      (state, transition) => transition(state),
      initialFavoritesState([1, 2]),
    );
    expect(edited.favoriteIds).toEqual([9, 1, 2]);
    expect(withEditCancelled()(edited)).toEqual(initialFavoritesState([1, 2]));
  });

  it('keeps the list when no edit was started', () => {
    expect(withEditCancelled()(initialFavoritesState([4]))).toEqual(initialFavoritesState([4]));
  });
});

describe('hasUnsavedFavoriteChanges', () => {
  test.each([
    ['false outside edit mode', initialFavoritesState([1]), false],
    ['false when the list is as it was', editing([1, 2]), false],
    ['true when the order changed', editing([2, 1], [1, 2]), true],
    ['true when a favorite was added', editing([1, 2, 3], [1, 2]), true],
  ])('is %s', (_, state, expected) => {
    expect(hasUnsavedFavoriteChanges(state)).toBe(expected);
  });
});
