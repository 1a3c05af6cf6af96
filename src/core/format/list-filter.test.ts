import { describe, expect, it } from 'vitest';
import { filterByLabel, LIST_FILTER_FROM, showsListFilter } from './list-filter';

const labels = [
  'Metro Airport Rentals',
  'Zürich Hub',
  'Branch 4',
  'Branch 40',
  '4th Street Branch',
  'São Paulo',
];
const filtered = (query: string) => filterByLabel(labels, query, (label) => label);

describe('filterByLabel', () => {
  it.each<[string, string, string[]]>([
    ['empty: everything', '', labels],
    ['blank: everything', '   ', labels],
    ['case ignored', 'metro', ['Metro Airport Rentals']],
    ['accents ignored', 'zurich', ['Zürich Hub']],
    ['accents typed match too', 'São', ['São Paulo']],
    ['every word, in any order', 'branch 4', ['Branch 4', 'Branch 40', '4th Street Branch']],
    ['words narrow', 'street 4', ['4th Street Branch']],
    ['nothing found', 'lisbon', []],
    ['accents alone: nothing, not everything', ' \u0301\u0308 ', []],
    ['Japanese marks are letters: ガ is not カ', 'ガ', []],
  ])('%s', (_case, query, expected) => {
    expect(filtered(query)).toEqual(expected);
  });
});

describe('showsListFilter', () => {
  it(`shows the box from ${LIST_FILTER_FROM} entries on`, () => {
    expect(showsListFilter(LIST_FILTER_FROM - 1)).toBe(false);
    expect(showsListFilter(LIST_FILTER_FROM)).toBe(true);
    expect(showsListFilter(50)).toBe(true);
  });
});
