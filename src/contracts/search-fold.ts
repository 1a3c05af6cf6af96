/**
 * Text as searches compare it: lower case without accents, so 'zurich' and 'ZÜRICH' find
 * 'Zürich Hub' and 'sao' finds 'São Paulo'. One folding for the app's list filters and the
 * server's searches (notifications, release-note comments, impersonation options), so a word
 * folds the same on both sides (walkthrough 22, F3); how the folded texts are compared differs
 * (a list filter matches each word in any order, a server search the text as one piece).
 *
 * Only the combining accents of Latin, Greek and Cyrillic letters (U+0300–U+036F after NFD) go:
 * not the other marks, so 'ガ' stays apart from 'カ' and Indic vowel signs stay, and not the
 * spacing symbols that Unicode also calls diacritics ('^', '`', '·', 'ー'). NFC puts back what
 * NFD split and is not an accent (Hangul syllables). `toLowerCase`, not the locale's: a Turkish
 * server folds 'I' as any other ('İ' loses its dot as an accent, so both find 'i').
 */
export const foldForSearch = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .toLowerCase();

/**
 * A search as compared: `undefined` for a blank one (no search: everything matches), else the
 * folded text. A search of accents alone folds to '', which finds nothing: it is not blank.
 */
export function foldedSearch(search: string): string | undefined {
  const trimmed = search.trim();
  return trimmed === '' ? undefined : foldForSearch(trimmed);
}

/** True when `text` holds the folded search; a blank search (`undefined`) matches everything. */
export function holdsSearch(text: string, wanted: string | undefined): boolean {
  return wanted === undefined || (wanted !== '' && foldForSearch(text).includes(wanted));
}
