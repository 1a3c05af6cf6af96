import type { FavoritesChange } from '../../../contracts/shell';

/**
 * A favorites change in words, for a user told it was queued again or lost: 'Dashboard added to
 * favorites', 'Fleet Status removed from favorites', both, or 'favorites reordered'. `titleOf`
 * names a menu entry (an id no longer in the menu reads 'entry 7').
 */
export function describeFavoritesChange(
  { favorites, base = [] }: FavoritesChange,
  titleOf: (id: number) => string | undefined,
): string {
  const names = (ids: number[]) => ids.map((id) => titleOf(id) ?? `entry ${id}`).join(', ');
  const added = favorites.filter((id) => !base.includes(id));
  const removed = base.filter((id) => !favorites.includes(id));
  const parts = [];
  if (added.length > 0) parts.push(`${names(added)} added to favorites`);
  if (removed.length > 0) parts.push(`${names(removed)} removed from favorites`);
  return parts.length > 0 ? parts.join(', ') : 'favorites reordered';
}
