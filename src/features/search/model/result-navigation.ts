/** No result is active. */
export const NO_ACTIVE_RESULT = -1;

/**
 * The active result after a key press in the search panel: ArrowDown moves to the next result
 * and from the last to the first; ArrowUp moves back and from the first (or none) to the last.
 * Other keys keep the index; with no results nothing is active.
 */
export function moveActiveResult(activeIndex: number, key: string, resultCount: number): number {
  if (resultCount <= 0) return NO_ACTIVE_RESULT;
  const inRange = activeIndex >= 0 && activeIndex < resultCount;
  if (key === 'ArrowDown') return inRange ? (activeIndex + 1) % resultCount : 0;
  if (key === 'ArrowUp') return inRange && activeIndex > 0 ? activeIndex - 1 : resultCount - 1;
  return inRange ? activeIndex : NO_ACTIVE_RESULT;
}

/**
 * Where the keys pressed before the results existed (arrows, and an Enter after them) lead once
 * they do: the arrows move from no result as they would have; an Enter ends the keys, choosing
 * the result reached (`enter`), as if the results had been there all along.
 */
export function replayKeys(keys: readonly string[], resultCount: number): { index: number; enter: boolean } {
  let index = NO_ACTIVE_RESULT;
  for (const key of keys) {
    if (key === 'Enter') return { index, enter: true };
    index = moveActiveResult(index, key, resultCount);
  }
  return { index, enter: false };
}
