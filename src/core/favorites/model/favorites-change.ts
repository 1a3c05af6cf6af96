import { mergeEditIntoCurrent } from './merge-edit';

/**
 * A favorites change as the device made it (walkthrough 8, defect 1): the list the user wants and
 * `base`, the server's list the device last heard of and changed. The difference between the two
 * is what the user did; the rest of the server's list is not theirs to undo. Without `base` (a
 * change queued by an earlier build) the list is a whole-list replace, as it was then.
 */
export interface FavoritesChange {
  favorites: readonly number[];
  base?: readonly number[];
}

/**
 * True when `favorites` orders the favorites it kept from `base` differently, or puts an added one
 * anywhere but at the end: the user reordered (a favorites edit), and their order is part of the
 * change. Stars and removals alone are not: the base's order, kept, is not something they chose.
 */
export function changeReorders(base: readonly number[], favorites: readonly number[]): boolean {
  const wanted = new Set(favorites);
  const before = new Set(base);
  const unreordered = [...base.filter((id) => wanted.has(id)), ...favorites.filter((id) => !before.has(id))];
  return unreordered.some((id, i) => favorites[i] !== id);
}

/**
 * The change applied to the server's list as it is now (`currentList`), a three-way merge of the
 * base, the change and the server's list; what the sender saves (PUT Common/Favorites takes the
 * whole list) and what the screen shows while the change waits:
 * - a favorite the user added joins the current list at the end (once, if it is there already);
 * - a favorite the user removed leaves it, wherever another device moved it;
 * - everything else follows the current list: favorites added or removed on other devices since
 *   the base stay so, and so does their order;
 * - a reorder (`changeReorders`) is a whole-list intent: the user's order wins, as for an edit
 *   merged between tabs (`mergeEditIntoCurrent`), favorites added elsewhere at the end.
 * Applied to its own result it gives that result again, so a retried send saves the same list.
 */
export function mergeChangeIntoCurrent(change: FavoritesChange, currentList: readonly number[]): number[] {
  const { base, favorites } = change;
  if (!base) return [...favorites];
  if (changeReorders(base, favorites)) return mergeEditIntoCurrent(base, favorites, currentList);
  const wanted = new Set(favorites);
  const before = new Set(base);
  const result = new Set(currentList.filter((id) => wanted.has(id) || !before.has(id)));
  for (const id of favorites) if (!before.has(id)) result.add(id);
  return [...result];
}
