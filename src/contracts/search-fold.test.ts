import { describe, expect, it } from 'vitest';
import { foldedSearch, foldForSearch, holdsSearch } from './search-fold';

describe('foldForSearch', () => {
  it('drops case and Latin accents: zurich, ZÜRICH and Zürich fold alike', () => {
    for (const text of ['zurich', 'ZÜRICH', 'Zürich', 'ZURICH']) expect(foldForSearch(text)).toBe('zurich');
    expect(foldForSearch('São Paulo')).toBe('sao paulo');
    expect(foldForSearch('Việt')).toBe('viet');
  });

  it('keeps marks that are not accents: ガ stays apart from カ, Indic vowel signs stay', () => {
    expect(foldForSearch('ガ')).toBe('ガ');
    expect(foldForSearch('ガ')).not.toBe(foldForSearch('カ'));
    expect(foldForSearch('हिंदी')).toBe('हिंदी');
  });

  it('keeps symbols Unicode calls diacritics: ^ ` ´ · ー', () => {
    expect(foldForSearch('a^b`c´d·eー')).toBe('a^b`c´d·eー');
  });

  it('keeps Hangul syllables whole (NFD splits them into jamo)', () => {
    expect(foldForSearch('한국어')).toBe('한국어');
    expect(foldForSearch('한국어').length).toBe(3);
  });

  it('folds I and İ to i whatever the locale, and ẞ to ß', () => {
    expect(foldForSearch('I')).toBe('i');
    expect(foldForSearch('İstanbul')).toBe('istanbul');
    expect(foldForSearch('ẞ')).toBe('ß');
  });
});

describe('foldedSearch and holdsSearch', () => {
  it('a blank search is no search: everything matches', () => {
    expect(foldedSearch('   ')).toBeUndefined();
    expect(holdsSearch('Zürich Hub', foldedSearch(''))).toBe(true);
  });

  it('a search of accents alone finds nothing', () => {
    expect(foldedSearch('\u0301')).toBe('');
    expect(holdsSearch('Zürich Hub', foldedSearch('\u0301\u0308'))).toBe(false);
  });

  it('finds the folded search as one piece', () => {
    expect(holdsSearch('The Zürich Hub data migration', foldedSearch(' ZURICH hub '))).toBe(true);
    expect(holdsSearch('The Zürich Hub data migration', foldedSearch('hub zurich'))).toBe(false);
  });

  it('takes % and _ as plain characters, never as wildcards (walkthrough 35, O7)', () => {
    expect(holdsSearch('Rates up 5% on pick_up', foldedSearch('%'))).toBe(true);
    expect(holdsSearch('Rates up 5% on pick_up', foldedSearch('_'))).toBe(true);
    expect(holdsSearch('Rates up on pickup', foldedSearch('%'))).toBe(false);
    expect(holdsSearch('Rates up on pickup', foldedSearch('_'))).toBe(false);
    expect(holdsSearch('Rates up on pickup', foldedSearch('r%p'))).toBe(false);
  });
});
