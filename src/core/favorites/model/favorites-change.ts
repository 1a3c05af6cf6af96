import type { FavoritesChange } from '../../../contracts/shell';
import { mergeEditIntoCurrent } from './merge-edit';

/**
 * True when `favorites` orders the favorites it kept from `base` differently, or puts an added one
 * anywhere but at the end: the user reordered (a favorites edit), and their order is part of the
 * change. Stars and removals alone are not: the base's order, kept, is not something they chose.
 * (The list without a reorder is the base taking in the change's removals and additions, as an
 * edit takes in another tab's: `mergeEditIntoCurrent` with the base as the edit.)
 */
export function changeReorders(base: readonly number[], favorites: readonly number[]): boolean {
  return mergeEditIntoCurrent(base, base, favorites).some((id, i) => favorites[i] !== id);
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
 *   merged between tabs, favorites added elsewhere at the end.
 * Both are `mergeEditIntoCurrent`, which keeps the additions and removals of both sides and the
 * order of the side it takes as the edit: the server's list, or the user's reorder.
 * Applied to its own result it gives that result again, so a retried send saves the same list.
 */
export function mergeChangeIntoCurrent(
  { base, favorites }: FavoritesChange,
  currentList: readonly number[],
): number[] {
  if (!base) return [...favorites];
  return changeReorders(base, favorites)
    ? mergeEditIntoCurrent(base, favorites, currentList)
    : mergeEditIntoCurrent(base, currentList, favorites);
}
