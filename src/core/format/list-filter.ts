import { foldForSearch } from '../../contracts/search-fold';

/**
 * Long lists a person picks from (the user menu's accounts and roles, the Help Topics list) get a
 * filter box from this many entries on: below it the whole list fits in view and a box would only
 * push it down (a decision, docs/shell.md "User menu").
 */
export const LIST_FILTER_FROM = 8;

export function showsListFilter(count: number): boolean {
  return count >= LIST_FILTER_FROM;
}

/**
 * The entries whose label holds every word typed, in any order and case, accents ignored ('branch
 * 4' finds 'Branch 4', 'Branch 40' and '4th Street Branch'); all of them for an empty filter. Lower
 * case without accents ('zurich' finds 'Zürich Hub'): the server's searches fold alike.
 */
export function filterByLabel<T>(entries: readonly T[], query: string, labelOf: (entry: T) => string): T[] {
  if (query.trim() === '') return [...entries];
  // Accents typed alone fold to no word: that filter finds nothing, as on the server.
  const words = foldForSearch(query).split(/\s+/).filter(Boolean);
  return entries.filter((entry) => {
    if (words.length === 0) return false;
    const label = foldForSearch(labelOf(entry));
    return words.every((word) => label.includes(word));
  });
}
