import { describe, expect, test } from 'vitest';
import { menuItem } from '../../../test/fixtures/shell-builders';
import { activeEntry, entryHolds, entryToOpenFor } from './active-entry';

const laborPlanning = menuItem({ id: 1, url: '/labor-planning' });
const toolkit = menuItem({
  id: 2,
  url: '/toolkit',
  pages: [
    menuItem({ id: 21, url: '/labor-planning?view=weekly' }),
    menuItem({ id: 22, url: '/labor-planning?view=daily' }),
    menuItem({
      id: 23,
      url: '/shift-management',
      pages: [menuItem({ id: 231, url: '/shift-management/board' })],
    }),
  ],
});
const reports = [
  menuItem({ id: 3, appType: 'Reports', url: '/pbi-report?id=12' }),
  menuItem({ id: 4, appType: 'Reports', url: '/pbi-report?id=14' }),
];
const embeddedLink = menuItem({ id: 5, appType: 'Links', url: '/url/5?x=1', extLink: 'https://x.test' });
const newTabLink = menuItem({
  id: 6,
  appType: 'Links',
  url: '/url/6',
  extLink: 'https://y.test',
  extLinkNewTab: true,
});
const menu = [laborPlanning, toolkit, ...reports, embeddedLink, newTabLink];

describe('activeEntry', () => {
  test.each([
    ['the app for its own path', '/labor-planning', 1],
    ['the app for a path below it', '/labor-planning/week/2', 1],
    ['the page whose query the location carries', '/labor-planning?view=weekly', 21],
    ['the page whose query matches among other parameters', '/labor-planning?acctId=3&view=daily', 22],
    ['the app when the query names no page', '/labor-planning?view=monthly', 1],
    ['the report with the same id', '/pbi-report?id=14&acctId=3', 4],
    ['the first report when the location has no id', '/pbi-report', 3],
    ['the deepest page for a nested path', '/shift-management/board', 231],
    ['a page for its path, ignoring the hash', '/shift-management#top', 23],
    ['an external link shown in the app, whatever its url query', '/url/5', 5],
    ['nothing for an external link opened in a new tab', '/url/6', undefined],
    ['nothing on home', '/home', undefined],
  ])('highlights %s (%s)', (_, href, expected) => {
    expect(activeEntry(menu, href)?.id).toBe(expected);
  });
});

describe('entryHolds', () => {
  test.each([
    [toolkit, 2, true],
    [toolkit, 22, true],
    [toolkit, 231, true],
    [toolkit, 1, false],
    [laborPlanning, 1, true],
  ])('says entry %#: holds %i is %s', (item, id, expected) => {
    expect(entryHolds(item, id)).toBe(expected);
  });
});

describe('entryToOpenFor', () => {
  test.each([
    ['the folder holding the active page', 22, 2],
    ['the folder holding a nested page', 231, 2],
    ['none when the active entry is listed itself', 1, null],
    ['none when the active entry is the folder', 2, null],
    ['none when nothing is active', undefined, null],
  ])('opens %s', (_, activeId, expected) => {
    expect(entryToOpenFor(menu, activeId)).toBe(expected);
  });
});
