import { menuAtom } from '../session/user-context';
import { type appStore, atom } from '../state/jotai';
import {
  type FavoritesState,
  hasUnsavedFavoriteChanges,
  initialFavoritesState,
  withEditCancelled,
  withEditSaved,
  withEditStarted,
  withFavoriteMoved,
  withFavoriteToggled,
} from './model/favorites-edit';
import { mergeEditIntoCurrent } from './model/merge-edit';

type Store = typeof appStore;

/**
 * Favorites as shown, when they differ from the menu's (the server's last word): while editing,
 * and between an optimistic change and the server's answer. Null otherwise.
 */
export const favoritesOverrideAtom = atom<FavoritesState | null>(null);

/** True while a favorites save is on its way (the launcher's Edit waits for it). */
export const favoritesSavingAtom = atom(false);

/**
 * The favorites and their edit mode: the override, else the menu's saved list. An edit is shown
 * applied to the menu's list as it is now (`mergeEditIntoCurrent`), as if it had started from it:
 * a favorite another tab added meanwhile (or the outbox's pending list brought) joins the edit at
 * the end, one removed there leaves it, and the user's removals and order stay. Every edit step,
 * and Save, start from this state, so Save persists what the user did over the current favorites,
 * never the list as it was when the edit started (walkthrough 4, defect 3). Without a menu (a
 * moment during an account change) the edit shows as it is.
 */
export const favoritesStateAtom = atom<FavoritesState>((get) => {
  const override = get(favoritesOverrideAtom);
  const currentIds = get(menuAtom)?.favorites;
  if (!override) return initialFavoritesState(currentIds ?? []);
  if (!override.editing || !override.earlierFavoriteIds || !currentIds) return override;
  return {
    ...override,
    favoriteIds: mergeEditIntoCurrent(override.earlierFavoriteIds, override.favoriteIds, currentIds),
    earlierFavoriteIds: [...currentIds],
  };
});

export interface FavoritesEffects {
  /** Sends the whole list (PUT Common/Favorites); resolves with the list the server saved. */
  persist: (favoriteIds: number[]) => Promise<number[]>;
  /** Puts the confirmed list into the menu (atom and cache): the new "server's last word". */
  applySaved: (favoriteIds: number[]) => Promise<void>;
  /** Fetches the menu again (Cancel, S1 §2.3). */
  reloadMenu: () => Promise<void>;
  /** A refused or failed save: console and user (S1 §8). */
  reportSaveFailure: (error: unknown) => void;
}

export interface FavoritesController {
  /** The sidebar's star (and the launcher's remove): saved at once outside edit mode. */
  toggleFavorite: (itemId: number) => Promise<void>;
  startEdit: () => void;
  move: (from: number, to: number) => void;
  /** Leaves edit mode showing the edited list at once (over the current favorites), then saves it (optimistic). */
  saveEdit: () => Promise<void>;
  /** Leaves edit mode with the list the edit applied to (the current one), then reloads the menu; nothing outside edit mode. */
  cancelEdit: () => Promise<void>;
  /** Sign-out: forgets edits and pending saves. */
  reset: () => void;
}

/**
 * The favorites' behaviour over a Jotai store. Saves are optimistic and sent one at a time,
 * collapsed to the latest list (a PUT replaces the whole list, so only the newest matters). When
 * the last save settles the override is dropped and the menu's list shows: the saved one, or
 * after a failure the server's previous one.
 */
export function createFavoritesController(store: Store, effects: FavoritesEffects): FavoritesController {
  const current = () => store.get(favoritesStateAtom);
  const show = (next: FavoritesState) => store.set(favoritesOverrideAtom, next);
  let latestUnsent: number[] | undefined;
  let sending: Promise<void> | undefined;

  /** Drops an override that no longer says anything the menu does not. */
  const settle = () => {
    if (sending) return;
    const override = store.get(favoritesOverrideAtom);
    if (override && !override.editing) store.set(favoritesOverrideAtom, null);
  };

  const sendLatest = async () => {
    store.set(favoritesSavingAtom, true);
    try {
      for (let ids = latestUnsent; ids; ids = latestUnsent) {
        latestUnsent = undefined;
        try {
          await effects.applySaved(await effects.persist(ids));
        } catch (error) {
          effects.reportSaveFailure(error);
        }
      }
    } finally {
      sending = undefined;
      store.set(favoritesSavingAtom, false);
      settle();
    }
  };

  const save = (favoriteIds: number[]): Promise<void> => {
    latestUnsent = [...favoriteIds];
    sending ??= sendLatest();
    return sending;
  };

  return {
    toggleFavorite: (itemId) => {
      const next = withFavoriteToggled(itemId)(current());
      show(next);
      return next.editing ? Promise.resolve() : save(next.favoriteIds);
    },
    startEdit: () => show(withEditStarted()(current())),
    move: (from, to) => {
      const state = current();
      if (state.editing) show(withFavoriteMoved({ from, to })(state));
    },
    saveEdit: () => {
      const state = current();
      if (!state.editing) return Promise.resolve();
      show(withEditSaved()(state));
      if (hasUnsavedFavoriteChanges(state)) return save(state.favoriteIds);
      settle();
      return Promise.resolve();
    },
    cancelEdit: async () => {
      const state = current();
      if (!state.editing) return;
      show(withEditCancelled()(state));
      try {
        await effects.reloadMenu();
      } catch (error) {
        // The restored list stays on screen; the menu refreshes again on the next visit.
        console.error('The menu could not be reloaded', error);
      }
      settle();
    },
    reset: () => {
      latestUnsent = undefined;
      store.set(favoritesOverrideAtom, null);
    },
  };
}
