/**
 * An unsaved favorites edit applied to the favorites as they are now (walkthrough 4, defect 3): the
 * edit started from `startList`; meanwhile another tab (or the outbox) may have changed the list
 * to `currentList`. What the user did in this edit wins for the items they touched, and the rest
 * follows the current list:
 * - the edited list's order is kept, without the favorites removed elsewhere meanwhile;
 * - favorites removed in this edit stay removed, even if still (or again) in the current list;
 * - favorites added elsewhere meanwhile (in the current list, not in the start list) and not in
 *   the edit are appended at the end, in the current list's order, as the sidebar's star adds them.
 * With nothing changed elsewhere (`currentList` equal to `startList`) the result is the edited list.
 */
export function mergeEditIntoCurrent(
  startList: readonly number[],
  editedList: readonly number[],
  currentList: readonly number[],
): number[] {
  const start = new Set(startList);
  const current = new Set(currentList);
  const edited = new Set(editedList);
  const result = new Set<number>();
  for (const id of editedList) {
    const removedElsewhere = start.has(id) && !current.has(id);
    if (!removedElsewhere) result.add(id);
  }
  for (const id of currentList) {
    const addedElsewhere = !start.has(id) && !edited.has(id);
    if (addedElsewhere) result.add(id);
  }
  return [...result];
}
