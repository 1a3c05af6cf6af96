import type { MenuItem } from '../../../contracts/menu';
import {
  type MatchTier,
  matchPrepared,
  matchTiers,
  narrows,
  type PreparedText,
  prepareSearchText,
} from './search-match';
import { shouldOpenSearch } from './search-trigger';

/** The result lists of the search panel (S1 §2.5). */
export const SEARCH_SECTION_LABELS = { appsAndPages: 'Apps & Pages', other: 'Other' } as const;
export type SearchSection = keyof typeof SEARCH_SECTION_LABELS;

/** The optional context entries beside the results: `'Search {context}'`. */
export const searchContextLabel = (context: string) => `Search ${context}`;

/** One searchable menu entry: a top-level item, or a page with the item it sits in. */
export interface SearchEntry {
  item: MenuItem;
  /** The item a page belongs to (shown as context); null for a top-level item. */
  parent: MenuItem | null;
  /** Links go to Other; Apps, Reports and Forms entries and all their pages to Apps & Pages. */
  section: SearchSection;
  /** The title and subtitle prepared for matching, once per menu. */
  title: PreparedText;
  subtitle: PreparedText | undefined;
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
    entries.push({
      item,
      parent,
      section,
      title: prepareSearchText(item.title),
      subtitle: item.subtitle ? prepareSearchText(item.subtitle) : undefined,
    });
    for (const page of item.pages) visit(page, item, section);
  };
  for (const item of items) visit(item, null, item.appType === 'Links' ? 'other' : 'appsAndPages');
  return entries;
}

function bestMatch(
  query: PreparedText,
  entry: SearchEntry,
): Pick<SearchResult, 'tier' | 'matchedOn'> | undefined {
  const onTitle = matchPrepared(query, entry.title);
  const onSubtitle = entry.subtitle ? matchPrepared(query, entry.subtitle) : undefined;
  if (onTitle === undefined && onSubtitle === undefined) return undefined;
  const rank = (tier: MatchTier | undefined) =>
    tier === undefined ? matchTiers.length : matchTiers.indexOf(tier);
  if (onTitle !== undefined && rank(onTitle) <= rank(onSubtitle))
    return { tier: onTitle, matchedOn: 'title' };
  return onSubtitle === undefined ? undefined : { tier: onSubtitle, matchedOn: 'subtitle' };
}

/**
 * The last search: typing one more character only ever removes matches (`narrows`), so the next
 * keystroke over the same entries looks at these instead of the whole menu.
 */
let lastSearch: { entries: readonly SearchEntry[]; query: PreparedText; matched: SearchEntry[] } | undefined;

/**
 * The entries matching `text`, best first: by tier (exact, prefix, word start, contains), then
 * title matches before subtitle matches, then menu order; split into Apps & Pages and Other.
 */
export function searchMenu(entries: readonly SearchEntry[], text: string): SearchResults {
  if (!shouldOpenSearch(text)) return { status: 'tooShort' };
  const query = prepareSearchText(text);
  const candidates =
    lastSearch?.entries === entries && narrows(lastSearch.query, query) ? lastSearch.matched : entries;
  const results: SearchResult[] = [];
  const matched: SearchEntry[] = [];
  for (const entry of candidates) {
    const match = bestMatch(query, entry);
    if (!match) continue;
    matched.push(entry);
    results.push({ ...entry, ...match });
  }
  lastSearch = { entries, query, matched };
  if (results.length === 0) return { status: 'noResults' };
  // Candidates keep menu order, so a stable sort by tier, then title before subtitle, keeps it.
  const rank = (result: SearchResult) =>
    matchTiers.indexOf(result.tier) * 2 + Number(result.matchedOn === 'subtitle');
  const ranked = results.sort((a, b) => rank(a) - rank(b));
  return {
    status: 'found',
    appsAndPages: ranked.filter((result) => result.section === 'appsAndPages'),
    other: ranked.filter((result) => result.section === 'other'),
  };
}

/** The results in one list, in the order shown (Apps & Pages, then Other); none when nothing matched. */
export function flattenSearchResults(results: SearchResults): SearchResult[] {
  return results.status === 'found' ? [...results.appsAndPages, ...results.other] : [];
}
