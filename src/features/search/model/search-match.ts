/**
 * Forgiving text matching for the global search: case- and accent-insensitive, on the whole
 * string and on word starts (`'lp'` and `'plan'` both find `'Labor Planning'`).
 */

import { foldForSearch } from '../../../contracts/search-fold';

/** How well a query matches a text, best first. */
export const matchTiers = ['exact', 'prefix', 'wordStart', 'contains'] as const;
export type MatchTier = (typeof matchTiers)[number];

/** Folded as every search of the app (`foldForSearch`), whitespace trimmed and collapsed. */
export function normalizeSearchText(text: string): string {
  return foldForSearch(text).trim().replace(/\s+/g, ' ');
}

const wordSeparator = /[^\p{L}\p{N}]+/u;

/** The words of a normalized text: runs of letters and digits. */
export function searchWords(normalizedText: string): string[] {
  return normalizedText.split(wordSeparator).filter((word) => word !== '');
}

/**
 * True when `query` (letters and digits only) can be spelled by a prefix of one word followed by
 * prefixes of later words, in order, skipping words freely: `'lp'` = L(abor) P(lanning),
 * `'labplan'` = Lab(or) Plan(ning), `'plan'` = Plan(ning).
 */
export function matchesWordStarts(query: string, words: readonly string[]): boolean {
  if (query === '') return false;
  // The common case, and no search: the query starts one of the words.
  if (words.some((word) => word.startsWith(query))) return true;
  // Made on the first dead end only: most texts match or fail without one.
  let failed: Set<number> | undefined;
  const from = (queryAt: number, wordAt: number): boolean => {
    if (queryAt === query.length) return true;
    const key = queryAt * (words.length + 1) + wordAt;
    if (failed?.has(key)) return false;
    for (let w = wordAt; w < words.length; w += 1) {
      const word = words[w] ?? '';
      for (
        let length = 1;
        length <= word.length && word[length - 1] === query[queryAt + length - 1];
        length += 1
      ) {
        if (from(queryAt + length, w + 1)) return true;
      }
    }
    failed ??= new Set();
    failed.add(key);
    return false;
  };
  return from(0, 0);
}

/**
 * A text normalized once for matching. Entries prepare their texts when the menu changes and a
 * query once per keystroke, so a keystroke over thousands of entries only compares strings
 * (normalizing, NFD and a Unicode regex, cost ten times the comparisons: docs/performance.md).
 */
export interface PreparedText {
  normalized: string;
  words: string[];
  /** The words run together: what a word-start query is spelled against. */
  joinedWords: string;
  /** The first letter of each word: a word-start match begins with one of them. */
  initials: string;
}

export function prepareSearchText(text: string): PreparedText {
  const normalized = normalizeSearchText(text);
  const words = searchWords(normalized);
  return { normalized, words, joinedWords: words.join(''), initials: words.map((word) => word[0]).join('') };
}

/** `matchTier` for prepared texts: the per-keystroke path. */
export function matchPrepared(query: PreparedText, text: PreparedText): MatchTier | undefined {
  const q = query.normalized;
  const t = text.normalized;
  if (q === '' || t === '') return undefined;
  if (t === q) return 'exact';
  if (t.startsWith(q)) return 'prefix';
  // Cheap tests first: most entries of a large menu fail both at once.
  const inside = t.includes(q);
  const first = query.joinedWords[0];
  if (
    (inside || (first !== undefined && text.initials.includes(first))) &&
    matchesWordStarts(query.joinedWords, text.words)
  )
    return 'wordStart';
  return inside ? 'contains' : undefined;
}

/**
 * True when every text matching `next` also matches `previous` (at some tier): `next` only adds to
 * the end of `previous`, so a keystroke can search the previous keystroke's matches only.
 */
export function narrows(previous: PreparedText, next: PreparedText): boolean {
  return (
    previous.normalized !== '' &&
    next.normalized.startsWith(previous.normalized) &&
    next.joinedWords.startsWith(previous.joinedWords)
  );
}

/** The best tier at which `query` matches `text`, or undefined when it does not match. */
export function matchTier(query: string, text: string): MatchTier | undefined {
  return matchPrepared(prepareSearchText(query), prepareSearchText(text));
}
