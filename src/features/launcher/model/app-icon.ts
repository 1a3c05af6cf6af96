/**
 * The letters drawn in an app's icon tile: the menu names icons (`'calendar-time'`) that no icon
 * set ships with the portal, so the tile shows the app's initials in its colour instead. Two
 * words or more give their first letters ('Shift Management' → 'SM'); one word its first two
 * ('Dashboard' → 'Da', 'IEM' → 'IE').
 */
export function iconInitials(title: string): string {
  const words = title.match(/[\p{L}\p{N}]+/gu) ?? [];
  const [first, second] = words;
  if (!first) return '?';
  if (second) return `${[...first][0]}${[...second][0]}`.toUpperCase();
  const letters = [...first];
  return `${letters[0]?.toUpperCase()}${letters[1] ?? ''}`;
}
