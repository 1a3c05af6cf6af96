import { describe, expect, it, test } from 'vitest';
import { menuItem } from '../../../../test/fixtures/shell-builders';
import { currentTopLevelItem, entriesInContext, searchContextsFor } from './search-context';
import { buildSearchEntries } from './search-results';

const menu = [
  menuItem({ id: 1, title: 'Shift Management', url: '/shift-management' }),
  menuItem({
    id: 2,
    title: 'Operations Toolkit',
    url: '',
    pages: [
      menuItem({ id: 21, title: 'Shift Board', url: '/shift-management?view=board' }),
      menuItem({ id: 22, title: 'Weekly Plan', url: '/labor-planning?view=weekly' }),
    ],
  }),
  menuItem({ id: 3, title: 'Fleet Report', url: '/pbi-report?id=12', appType: 'Reports' }),
  menuItem({ id: 4, title: 'Labor Report', url: '/pbi-report?id=14', appType: 'Reports' }),
  menuItem({ id: 5, title: 'Handbook', url: '/url/5', extLink: 'https://example.com', appType: 'Links' }),
];

describe('currentTopLevelItem', () => {
  test.each([
    ['/shift-management', 1],
    ['/shift-management/day?acctId=7', 1],
    ['/shift-management?view=board&acctId=7', 2],
    ['/labor-planning?view=weekly', 2],
    ['/pbi-report?id=14', 4],
    ['/url/5', 5],
    ['/home', undefined],
  ])('places %s under item %s', (href, expected) => {
    expect(currentTopLevelItem(menu, href)?.id).toBe(expected);
  });
});

describe('searchContextsFor', () => {
  it('offers the folder and its group on a page of a folder', () => {
    expect(searchContextsFor(menu, '/labor-planning?view=weekly')).toEqual({
      left: { kind: 'area', name: 'Operations Toolkit', itemIds: [2, 21, 22] },
      right: { kind: 'group', name: 'Apps', itemIds: [1, 2, 21, 22] },
    });
  });

  it('offers only the group for an entry without pages', () => {
    expect(searchContextsFor(menu, '/pbi-report?id=12')).toEqual({
      right: { kind: 'group', name: 'Reports', itemIds: [3, 4] },
    });
  });

  it('offers nothing on a page no entry opens', () => {
    expect(searchContextsFor(menu, '/home')).toEqual({});
  });
});

describe('entriesInContext', () => {
  it('keeps the entries of the context, in menu order', () => {
    const entries = buildSearchEntries(menu);
    const context = { kind: 'area', name: 'Operations Toolkit', itemIds: [22, 2] } as const;
    expect(entriesInContext(entries, context).map((entry) => entry.item.id)).toEqual([2, 22]);
  });
});
