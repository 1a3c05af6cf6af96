import { useAtomValue } from '../state/jotai';
import { toggleFavorite } from './favorites-actions';
import { favoritesSavingAtom, favoritesStateAtom } from './favorites-state';
import { hasUnsavedFavoriteChanges } from './model/favorites-edit';

/** The favorites as shown now, for the launcher and the sidebar (whose star calls `toggleFavorite`). */
export function useFavorites() {
  const state = useAtomValue(favoritesStateAtom);
  const saving = useAtomValue(favoritesSavingAtom);
  return {
    /** Favorite ids in the user's order. */
    favoriteIds: state.favoriteIds,
    isFavorite: (itemId: number) => state.favoriteIds.includes(itemId),
    editing: state.editing,
    /** An edit whose list differs from the one it started with: Save has work to do. */
    unsaved: hasUnsavedFavoriteChanges(state),
    /** A save is on its way. */
    saving,
    toggleFavorite,
  };
}
