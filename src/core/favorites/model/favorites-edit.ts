import type { MenuResponse } from '../../../contracts/menu';

type FavoriteIds = MenuResponse['favorites'];

/** Favorites and their edit mode (S1 §4: normal → edit → Save or Cancel). */
export interface FavoritesState {
  /** Favorite item ids in the user's order, as shown now. */
  favoriteIds: FavoriteIds;
  editing: boolean;
  /**
   * The favorites the edit applies to, restored by Cancel: those when the edit started, or, as
   * `favoritesStateAtom` shows an edit, the current ones (`mergeEditIntoCurrent`); null outside edit mode.
   */
  earlierFavoriteIds: FavoriteIds | null;
}

/**
 * A pure step from one state to the next. Named `with…` (the state they return), not after the
 * actions: `toggleFavorite` and the other actions the screens call are core/favorites' effects.
 */
export type FavoritesTransition = (previous: FavoritesState) => FavoritesState;

export const initialFavoritesState = (favoriteIds: FavoriteIds): FavoritesState => ({
  favoriteIds: [...favoriteIds],
  editing: false,
  earlierFavoriteIds: null,
});

/** Enters edit mode remembering the current favorites; a second start keeps the first memory. */
export const withEditStarted = (): FavoritesTransition => (previous) =>
  previous.editing ? previous : { ...previous, editing: true, earlierFavoriteIds: [...previous.favoriteIds] };

/**
 * Moves the favorite at `from` to `to` (a drag). An unknown `from` changes nothing; `to` past
 * either end lands at that end.
 */
export const withFavoriteMoved =
  ({ from, to }: { from: number; to: number }): FavoritesTransition =>
  (previous) => {
    const ids = [...previous.favoriteIds];
    if (!Number.isInteger(from) || from < 0 || from >= ids.length) return previous;
    const [moved] = ids.splice(from, 1);
    if (moved === undefined) return previous;
    const target = Math.min(Math.max(0, Math.trunc(to)), ids.length);
    ids.splice(target, 0, moved);
    return { ...previous, favoriteIds: ids };
  };

/** Adds the item at the end of the favorites, or removes it when it is one. Works in and out of edit mode. */
export const withFavoriteToggled =
  (itemId: number): FavoritesTransition =>
  (previous) => ({
    ...previous,
    favoriteIds: previous.favoriteIds.includes(itemId)
      ? previous.favoriteIds.filter((id) => id !== itemId)
      : [...previous.favoriteIds, itemId],
  });

/** Leaves edit mode keeping the current list: `favoriteIds` is what to persist. */
export const withEditSaved = (): FavoritesTransition => (previous) => ({
  favoriteIds: previous.favoriteIds,
  editing: false,
  earlierFavoriteIds: null,
});

/** Leaves edit mode restoring the favorites from when the edit started. */
export const withEditCancelled = (): FavoritesTransition => (previous) => ({
  favoriteIds: previous.earlierFavoriteIds ?? previous.favoriteIds,
  editing: false,
  earlierFavoriteIds: null,
});

/** True while editing when the list differs from the one the edit started with (Save has work to do). */
export function hasUnsavedFavoriteChanges(state: FavoritesState): boolean {
  const earlier = state.earlierFavoriteIds;
  if (!state.editing || earlier === null) return false;
  return earlier.length !== state.favoriteIds.length || earlier.some((id, i) => state.favoriteIds[i] !== id);
}
