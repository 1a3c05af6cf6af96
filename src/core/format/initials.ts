/**
 * Up to two capital letters standing for a name: the first letters of its first two words
 * (`'Labor Planning'` → `'LP'`), else its first two characters (`'Backhaul'` → `'BA'`).
 */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const [first = '', second] = words;
  const letters = second === undefined ? first.slice(0, 2) : `${first.slice(0, 1)}${second.slice(0, 1)}`;
  return letters.toUpperCase();
}
