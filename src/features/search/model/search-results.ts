import type { MenuItem } from '../../../contracts/menu';
import { type MatchTier, matchTier, matchTiers } from './search-match';
import { shouldOpenSearch } from './search-trigger';

/** The result lists of the search panel (S1 §2.5). */
export const SEARCH_SECTION_LABELS = { appsAndPages: 'Apps & Pages', other: 'Other' } as const;
export type SearchSection = keyof typeof SEARCH_SECTION_LABELS;

export const NO_RESULTS_TEXT = 'No Results';

/** The optional context entries beside the results: `'Search {context}'`. */
export const searchContextLabel = (context: string) => `Search ${context}`;

/** One searchable menu entry: a top-level item, or a page with the item it sits in. */
export interface SearchEntry {
  item: MenuItem;
  /** The item a page belongs to (shown as context); null for a top-level item. */
  parent: MenuItem | null;
  /** Links go to Other; Apps, Reports and Forms entries and all their pages to Apps & Pages. */
  section: SearchSection;
}

export interface SearchResult extends SearchEntry {
  tier: MatchTier;
  matchedOn: 'title' | 'subtitle';
}

export type SearchResults =
  /** One character or less: no panel, no results. */
  | { status: 'tooShort' }
  | { status: 'noResults' }
  | { status: 'found'; appsAndPages: SearchResult[]; other: SearchResult[] };

/** The searchable entries in menu order: each item, then its pages (and theirs), a page's section being its top item's. */
export function buildSearchEntries(items: readonly MenuItem[]): SearchEntry[] {
  const entries: SearchEntry[] = [];
  const visit = (item: MenuItem, parent: MenuItem | null, section: SearchSection) => {
    entries.push({ item, parent, section });
    for (const page of item.pages) visit(page, item, section);
  };
  for (const item of items) visit(item, null, item.appType === 'Links' ? 'other' : 'appsAndPages');
  return entries;
}

function bestMatch(query: string, item: MenuItem): Pick<SearchResult, 'tier' | 'matchedOn'> | undefined {
  const onTitle = matchTier(query, item.title);
  const onSubtitle = item.subtitle ? matchTier(query, item.subtitle) : undefined;
  if (onTitle === undefined && onSubtitle === undefined) return undefined;
  const rank = (tier: MatchTier | undefined) =>
    tier === undefined ? matchTiers.length : matchTiers.indexOf(tier);
  if (onTitle !== undefined && rank(onTitle) <= rank(onSubtitle))
    return { tier: onTitle, matchedOn: 'title' };
  return onSubtitle === undefined ? undefined : { tier: onSubtitle, matchedOn: 'subtitle' };
}

/**
 * The entries matching `text`, best first: by tier (exact, prefix, word start, contains), then
 * title matches before subtitle matches, then menu order; split into Apps & Pages and Other.
 */
export function searchMenu(entries: readonly SearchEntry[], text: string): SearchResults {
  if (!shouldOpenSearch(text)) return { status: 'tooShort' };
  const results: SearchResult[] = [];
  for (const entry of entries) {
    const match = bestMatch(text, entry.item);
    if (match) results.push({ ...entry, ...match });
  }
  if (results.length === 0) return { status: 'noResults' };
  const ranked = results
    .map((result, order) => ({ result, order }))
    .sort(
      (a, b) =>
        matchTiers.indexOf(a.result.tier) - matchTiers.indexOf(b.result.tier) ||
        Number(a.result.matchedOn === 'subtitle') - Number(b.result.matchedOn === 'subtitle') ||
        a.order - b.order,
    )
    .map(({ result }) => result);
  return {
    status: 'found',
    appsAndPages: ranked.filter((result) => result.section === 'appsAndPages'),
    other: ranked.filter((result) => result.section === 'other'),
  };
}

/** The results in the order shown (Apps & Pages, then Other), for keyboard navigation. */
export function flattenSearchResults(results: SearchResults): SearchResult[] {
  return results.status === 'found' ? [...results.appsAndPages, ...results.other] : [];
}
