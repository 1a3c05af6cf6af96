import { describe, expect, test } from 'vitest';
import { matchesWordStarts, matchTier, normalizeSearchText, searchWords } from './search-match';

describe('normalizeSearchText', () => {
  test.each([
    ['  Labor   Planning ', 'labor planning'],
    ['Café Métrics', 'cafe metrics'],
    ['KPI', 'kpi'],
  ])('turns %j into %j', (text, expected) => {
    expect(normalizeSearchText(text)).toBe(expected);
  });
});

describe('searchWords', () => {
  test('splits on anything but letters and digits', () => {
    expect(searchWords('rate/cost-adjustment (v2)')).toEqual(['rate', 'cost', 'adjustment', 'v2']);
  });
});

describe('matchesWordStarts', () => {
  const words = ['labor', 'planning', 'report'];
  test.each([
    ['lp', true],
    ['lpr', true],
    ['labplan', true],
    ['plan', true],
    ['pr', true],
    ['lr', true],
    ['rp', false],
    ['abo', false],
    ['', false],
  ])('spells %j from word starts of "labor planning report": %s', (query, expected) => {
    expect(matchesWordStarts(query, words)).toBe(expected);
  });

  test('answers quickly for long repetitive input', () => {
    expect(
      matchesWordStarts(
        `${'a'.repeat(40)}b`,
        Array.from({ length: 20 }, () => 'aaaaaaaaaa'),
      ),
    ).toBe(false);
  });
});

describe('matchTier', () => {
  test.each([
    ['labor planning', 'Labor Planning', 'exact'],
    ['LABOR', 'Labor Planning', 'prefix'],
    ['lp', 'Labor Planning', 'wordStart'],
    ['plan', 'Labor Planning', 'wordStart'],
    ['lab plan', 'Labor Planning', 'wordStart'],
    ['labor pl', 'Labor Planning', 'prefix'],
    ['l plan', 'Labor Planning', 'wordStart'],
    ['bor pl', 'Labor Planning', 'contains'],
    ['anning', 'Labor Planning', 'contains'],
    ['xyz', 'Labor Planning', undefined],
    ['', 'Labor Planning', undefined],
    ['metricas', 'Métricas', 'exact'],
  ])('matches %j against %j as %s', (query, text, expected) => {
    expect(matchTier(query, text)).toBe(expected);
  });
});
