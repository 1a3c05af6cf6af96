import { afterEach, describe, expect, it, vi } from 'vitest';
import { menuItem } from '../../../test/fixtures/shell-builders';
import { menuAtom } from '../session/user-context';
import { createStore } from '../state/jotai';
import {
  createFavoritesController,
  type FavoritesEffects,
  favoritesSavingAtom,
  favoritesStateAtom,
} from './favorites-state';
import { withFavorites } from './model/menu-favorites';

type Store = ReturnType<typeof createStore>;

/** A server that answers each PUT when the test says so, and a store seeded with a menu. */
function setup(savedFavorites: number[] = [1, 2, 3]) {
  const store: Store = createStore();
  store.set(menuAtom, { items: [1, 2, 3, 4].map((id) => menuItem({ id })), favorites: savedFavorites });
  const answers: { ids: number[]; resolve: () => void; reject: (error: Error) => void }[] = [];
  const effects = {
    persist: vi.fn(
      (ids: number[]) =>
        new Promise<number[]>((resolve, reject) =>
          answers.push({ ids, resolve: () => resolve(ids), reject }),
        ),
    ),
    applySaved: vi.fn(async (ids: number[]) => {
      store.set(menuAtom, (menu) => menu && withFavorites(menu, ids));
    }),
    reloadMenu: vi.fn(async () => {}),
    reportSaveFailure: vi.fn(),
  } satisfies FavoritesEffects;
  const favorites = createFavoritesController(store, effects);
  const shown = () => store.get(favoritesStateAtom);
  return { store, effects, favorites, answers, shown };
}

afterEach(() => vi.restoreAllMocks());

describe('favorites controller', () => {
  it('shows the menu favorites when nothing was changed', () => {
    const { shown } = setup([3, 1]);
    expect(shown()).toEqual({ favoriteIds: [3, 1], editing: false, earlierFavoriteIds: null });
  });

  it('shows a toggled favorite at once and keeps it once the server saved it', async () => {
    const { favorites, answers, shown, store } = setup([1]);
    const saving = favorites.toggleFavorite(4);
    expect(shown().favoriteIds).toEqual([1, 4]);
    expect(store.get(favoritesSavingAtom)).toBe(true);
    answers[0]?.resolve();
    await saving;
    expect(store.get(menuAtom)?.favorites).toEqual([1, 4]);
    expect(shown().favoriteIds).toEqual([1, 4]);
    expect(store.get(favoritesSavingAtom)).toBe(false);
  });

  it('returns to the saved list and reports when the server refuses', async () => {
    const { favorites, answers, shown, effects } = setup([1]);
    const saving = favorites.toggleFavorite(4);
    answers[0]?.reject(new Error('Cannot save favorites'));
    await saving;
    expect(effects.reportSaveFailure).toHaveBeenCalledWith(new Error('Cannot save favorites'));
    expect(shown().favoriteIds).toEqual([1]);
  });

  it('sends one save at a time, only the newest list after the one in flight', async () => {
    const { favorites, answers, effects, shown } = setup([1]);
    const first = favorites.toggleFavorite(2);
    void favorites.toggleFavorite(3);
    const last = favorites.toggleFavorite(4);
    expect(first).toBe(last);
    expect(effects.persist).toHaveBeenCalledTimes(1);
    answers[0]?.resolve();
    await vi.waitFor(() => expect(effects.persist).toHaveBeenCalledTimes(2));
    expect(answers[1]?.ids).toEqual([1, 2, 3, 4]);
    expect(shown().favoriteIds).toEqual([1, 2, 3, 4]);
    answers[1]?.resolve();
    await last;
    expect(shown().favoriteIds).toEqual([1, 2, 3, 4]);
  });

  it('edits without saving, then saves the edited order leaving edit mode at once', async () => {
    const { favorites, answers, effects, shown, store } = setup([1, 2, 3]);
    favorites.startEdit();
    favorites.move(0, 2);
    await favorites.toggleFavorite(2);
    expect(effects.persist).not.toHaveBeenCalled();
    expect(shown()).toMatchObject({ favoriteIds: [3, 1], editing: true });
    const saving = favorites.saveEdit();
    expect(shown()).toMatchObject({ favoriteIds: [3, 1], editing: false });
    answers[0]?.resolve();
    await saving;
    expect(store.get(menuAtom)?.favorites).toEqual([3, 1]);
  });

  describe('while another tab changes the favorites during an edit (walkthrough 4, defect 3)', () => {
    /** The menu's favorites as another tab (or the outbox) leaves them: what this tab knows now. */
    const changedElsewhere = (store: Store, ids: number[]) =>
      store.set(menuAtom, (menu) => menu && withFavorites(menu, ids));

    it('shows and saves a favorite added elsewhere, with the removal made here', async () => {
      const { favorites, answers, effects, shown, store } = setup([1, 2, 3]);
      favorites.startEdit();
      await favorites.toggleFavorite(1);
      changedElsewhere(store, [1, 2, 3, 4]);
      expect(shown()).toMatchObject({ favoriteIds: [2, 3, 4], editing: true });
      const saving = favorites.saveEdit();
      expect(effects.persist).toHaveBeenCalledWith([2, 3, 4]);
      answers[0]?.resolve();
      await saving;
      expect(store.get(menuAtom)?.favorites).toEqual([2, 3, 4]);
    });

    it('keeps one removed elsewhere removed, and the order made here', async () => {
      const { favorites, effects, store } = setup([1, 2, 3]);
      favorites.startEdit();
      favorites.move(0, 2);
      changedElsewhere(store, [1, 3]);
      void favorites.saveEdit();
      expect(effects.persist).toHaveBeenCalledWith([3, 1]);
    });

    it('moves the item shown at the index dragged, also after a change elsewhere', async () => {
      const { favorites, effects, store } = setup([1, 2, 3]);
      favorites.startEdit();
      await favorites.toggleFavorite(1);
      changedElsewhere(store, [1, 2, 3, 4]);
      favorites.move(2, 0);
      void favorites.saveEdit();
      expect(effects.persist).toHaveBeenCalledWith([4, 2, 3]);
    });

    it('sends nothing when the edit comes to what the other tab saved', async () => {
      const { favorites, effects, shown, store } = setup([1, 2, 3]);
      favorites.startEdit();
      await favorites.toggleFavorite(1);
      changedElsewhere(store, [2, 3]);
      await favorites.saveEdit();
      expect(effects.persist).not.toHaveBeenCalled();
      expect(shown()).toEqual({ favoriteIds: [2, 3], editing: false, earlierFavoriteIds: null });
    });

    it('cancels to the favorites as they are now', async () => {
      const { favorites, shown, store } = setup([1, 2, 3]);
      favorites.startEdit();
      await favorites.toggleFavorite(1);
      changedElsewhere(store, [1, 2, 3, 4]);
      await favorites.cancelEdit();
      expect(shown()).toEqual({ favoriteIds: [1, 2, 3, 4], editing: false, earlierFavoriteIds: null });
    });

    it('saves the edit as it is while the menu is being reloaded (no list to merge with)', () => {
      const { favorites, effects, store } = setup([1, 2, 3]);
      favorites.startEdit();
      favorites.move(0, 2);
      store.set(menuAtom, undefined);
      void favorites.saveEdit();
      expect(effects.persist).toHaveBeenCalledWith([2, 3, 1]);
    });
  });

  it('leaves edit mode without a request when nothing changed', async () => {
    const { favorites, effects, shown } = setup([1, 2]);
    favorites.startEdit();
    await favorites.saveEdit();
    expect(effects.persist).not.toHaveBeenCalled();
    expect(shown()).toEqual({ favoriteIds: [1, 2], editing: false, earlierFavoriteIds: null });
  });

  it('cancels restoring the earlier favorites and reloads the menu', async () => {
    const { favorites, effects, shown } = setup([1, 2, 3]);
    favorites.startEdit();
    favorites.move(2, 0);
    await favorites.cancelEdit();
    expect(effects.reloadMenu).toHaveBeenCalledOnce();
    expect(effects.persist).not.toHaveBeenCalled();
    expect(shown()).toEqual({ favoriteIds: [1, 2, 3], editing: false, earlierFavoriteIds: null });
  });

  it('keeps the restored list when the menu cannot be reloaded', async () => {
    const { favorites, effects, shown } = setup([1, 2]);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    effects.reloadMenu.mockRejectedValueOnce(new Error('offline'));
    favorites.startEdit();
    favorites.move(0, 1);
    await favorites.cancelEdit();
    expect(shown()).toMatchObject({ favoriteIds: [1, 2], editing: false });
  });

  it('does nothing on cancel outside edit mode', async () => {
    const { favorites, effects } = setup([1, 2]);
    await favorites.cancelEdit();
    expect(effects.reloadMenu).not.toHaveBeenCalled();
  });

  it('ignores moves outside edit mode', () => {
    const { favorites, shown } = setup([1, 2]);
    favorites.move(0, 1);
    expect(shown().favoriteIds).toEqual([1, 2]);
  });

  it('forgets an edit on reset (sign-out)', () => {
    const { favorites, shown } = setup([1, 2]);
    favorites.startEdit();
    favorites.move(0, 1);
    favorites.reset();
    expect(shown()).toEqual({ favoriteIds: [1, 2], editing: false, earlierFavoriteIds: null });
  });
});
