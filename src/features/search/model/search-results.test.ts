import { describe, expect, it, test } from 'vitest';
import { menuItem } from '../../../../test/fixtures/shell-builders';
import {
  buildSearchEntries,
  flattenSearchResults,
  type SearchResults,
  searchContextLabel,
  searchMenu,
} from './search-results';

const menu = [
  menuItem({ id: 1, title: 'Dashboard', appType: 'Apps' }),
  menuItem({
    id: 2,
    title: 'Labor Planning',
    subtitle: 'Weekly plans',
    appType: 'Apps',
    pages: [menuItem({ id: 21, title: 'Plan Approval' }), menuItem({ id: 22, title: 'Forecast' })],
  }),
  menuItem({ id: 3, title: 'Safety Audit', subtitle: 'Plant walk', appType: 'Forms' }),
  menuItem({ id: 4, title: 'Planning Handbook', appType: 'Links' }),
  menuItem({ id: 5, title: 'Sales Report', appType: 'Reports' }),
];
const entries = buildSearchEntries(menu);

/** Each found result as `id:tier` (pages as `parent>id`), per section. */
function summary(results: SearchResults) {
  if (results.status !== 'found') return results.status;
  const label = (r: (typeof results.appsAndPages)[number]) =>
    `${r.parent ? `${r.parent.id}>` : ''}${r.item.id}:${r.tier}`;
  return { appsAndPages: results.appsAndPages.map(label), other: results.other.map(label) };
}

describe('buildSearchEntries', () => {
  it('lists items and their pages with the parent as context', () => {
    expect(entries.map((e) => [e.item.id, e.parent?.id ?? null, e.section])).toEqual([
      [1, null, 'appsAndPages'],
      [2, null, 'appsAndPages'],
      [21, 2, 'appsAndPages'],
      [22, 2, 'appsAndPages'],
      [3, null, 'appsAndPages'],
      [4, null, 'other'],
      [5, null, 'appsAndPages'],
    ]);
  });
});

describe('searchMenu', () => {
  test.each([
    ['', 'tooShort'],
    ['p', 'tooShort'],
    [' p ', 'tooShort'],
    ['zzz', 'noResults'],
  ])('answers %j with %s', (text, status) => {
    expect(searchMenu(entries, text).status).toBe(status);
  });

  test.each([
    [
      'ranks prefix matches (title or subtitle) before word starts, and puts links in Other',
      'plan',
      { appsAndPages: ['2>21:prefix', '3:prefix', '2:wordStart'], other: ['4:prefix'] },
    ],
    ['finds initials of words', 'lp', { appsAndPages: ['2:wordStart'], other: [] }],
    ['finds pages with their parent', 'forecast', { appsAndPages: ['2>22:exact'], other: [] }],
    ['matches case-insensitively inside words', 'ASHB', { appsAndPages: ['1:contains'], other: [] }],
    ['matches subtitles', 'weekly', { appsAndPages: ['2:prefix'], other: [] }],
  ])('%s', (_, text, expected) => {
    expect(summary(searchMenu(entries, text))).toEqual(expected);
  });

  it('ranks a title match before a subtitle match of the same tier', () => {
    const results = searchMenu(entries, 'pla');
    expect(flattenSearchResults(results).map((r) => `${r.item.id}:${r.matchedOn}`)).toEqual([
      '21:title',
      '3:subtitle',
      '2:title',
      '4:title',
    ]);
  });

  it('finds the same while typing as a fresh search (each keystroke searches the last matches)', () => {
    const typed = ['pl', 'pla', 'plan', 'plan ', 'plan a', 'pl', 'la', 'lab', 'labo p', 'lp', 'lpl'];
    for (const text of typed) {
      const whileTyping = summary(searchMenu(entries, text));
      // A copy of the entries is another menu: nothing of the last search is reused.
      expect(whileTyping, text).toEqual(summary(searchMenu([...entries], text)));
    }
    expect(summary(searchMenu(entries, 'plan a'))).toEqual({ appsAndPages: ['2>21:prefix'], other: [] });
  });
});

describe('flattenSearchResults', () => {
  test.each([
    ['plan', [21, 3, 2, 4]],
    ['zzz', []],
    ['p', []],
  ])('lists the results for %j in display order: %j', (text, ids) => {
    expect(flattenSearchResults(searchMenu(entries, text)).map((r) => r.item.id)).toEqual(ids);
  });
});

describe('searchContextLabel', () => {
  it('reads "Search {context}"', () => {
    expect(searchContextLabel('Reports')).toBe('Search Reports');
  });
});
