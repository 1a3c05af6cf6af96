/**
 * Forgiving text matching for the global search: case- and accent-insensitive, on the whole
 * string and on word starts (`'lp'` and `'plan'` both find `'Labor Planning'`).
 */

/** How well a query matches a text, best first. */
export const matchTiers = ['exact', 'prefix', 'wordStart', 'contains'] as const;
export type MatchTier = (typeof matchTiers)[number];

/** Lower case, accents removed, whitespace trimmed and collapsed. */
export function normalizeSearchText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim().replace(/\s+/g, ' ');
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
  const failed = new Set<string>();
  const from = (queryAt: number, wordAt: number): boolean => {
    if (queryAt === query.length) return true;
    const key = `${queryAt}:${wordAt}`;
    if (failed.has(key)) return false;
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
    failed.add(key);
    return false;
  };
  return from(0, 0);
}

/** The best tier at which `query` matches `text`, or undefined when it does not match. */
export function matchTier(query: string, text: string): MatchTier | undefined {
  const q = normalizeSearchText(query);
  const t = normalizeSearchText(text);
  if (q === '' || t === '') return undefined;
  if (t === q) return 'exact';
  if (t.startsWith(q)) return 'prefix';
  if (matchesWordStarts(searchWords(q).join(''), searchWords(t))) return 'wordStart';
  if (t.includes(q)) return 'contains';
  return undefined;
}
