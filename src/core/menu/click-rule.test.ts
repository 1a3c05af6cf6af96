import { describe, expect, it, test } from 'vitest';
import { menuItem } from '../../../test/fixtures/shell-builders';
import {
  keptQuery,
  launcherClickAction,
  shouldHideSidebarAfterNavigation,
  withCurrentQuery,
} from './click-rule';

const context = { currentSearch: keptQuery('?acctId=3', []) };

describe('launcherClickAction', () => {
  test.each([
    [
      'does nothing when the entry is disabled',
      menuItem({ id: 1, disabled: true, noAccount: true }),
      { kind: 'none' },
    ],
    [
      'goes to /error/406 and hides home when the entry has no account',
      menuItem({ id: 1, noAccount: true, extLink: 'https://x.test' }),
      { kind: 'navigate', href: '/error/406', hideHome: true },
    ],
    [
      'goes to /url/{id} keeping the query when the external link opens in the app',
      menuItem({ id: 8, extLink: 'https://x.test' }),
      { kind: 'navigate', href: '/url/8?acctId=3', hideHome: false },
    ],
    [
      'goes to the entry url keeping the query otherwise',
      menuItem({ id: 2, url: '/labor-planning' }),
      { kind: 'navigate', href: '/labor-planning?acctId=3', hideHome: false },
    ],
  ])('%s', (_, item, expected) => {
    expect(launcherClickAction(item, context)).toEqual(expected);
  });

  it('opens a new window and records usage when the external link opens in a new tab', () => {
    const item = menuItem({
      id: 9,
      title: 'Carrier Portal',
      appType: 'Links',
      extLink: 'https://carrier.test/home',
      extLinkNewTab: true,
    });
    expect(launcherClickAction(item, context)).toEqual({
      kind: 'openWindow',
      url: 'https://carrier.test/home',
      usage: { group: 'Links', appName: 'Carrier Portal', appUrl: 'https://carrier.test/home', itemID: '9' },
    });
  });

  it('opens the folder when the entry has pages', () => {
    const folder = menuItem({ id: 5, pages: [menuItem({ id: 51 })] });
    expect(launcherClickAction(folder, context)).toEqual({ kind: 'openFolder', item: folder });
  });
});

describe('withCurrentQuery', () => {
  test.each([
    ['/dashboard', '', '/dashboard'],
    ['/dashboard', '?acctId=3', '/dashboard?acctId=3'],
    ['/dashboard', 'acctId=3', '/dashboard?acctId=3'],
    ['/reports?tab=2', '?acctId=3', '/reports?acctId=3&tab=2'],
    ['/reports?acctId=9', '?acctId=3&view=grid', '/reports?view=grid&acctId=9'],
    ['/reports?tag=a&tag=b', '?tag=z', '/reports?tag=a&tag=b'],
    ['/reports#top', '?acctId=3', '/reports?acctId=3#top'],
    ['https://other.test/a', '?acctId=3', 'https://other.test/a'],
  ])('turns %j with current query %j into %j', (target, current, expected) => {
    expect(withCurrentQuery(target, keptQuery(current, []))).toBe(expected);
  });
});

// Parameters that menu entries select their page by are the target's business, not kept
// (walkthrough 16, D2: after 'Weekly Labor Plan' every entry and Home carried `view=weekly`).
describe('keptQuery', () => {
  const menu = [
    menuItem({ id: 1, url: '/labor-planning' }),
    menuItem({
      id: 2,
      url: '/toolkit',
      pages: [
        menuItem({ id: 21, url: '/labor-planning?view=weekly' }),
        menuItem({ id: 22, url: '/shift-management?view=board#top' }),
      ],
    }),
    menuItem({ id: 3, appType: 'Reports', url: '/pbi-report?id=12' }),
    menuItem({ id: 4, appType: 'Reports', url: '/market-rates?report=trends' }),
    menuItem({ id: 5, appType: 'Reports', url: '/dashboard?scope=region&acctId=7' }),
    // Their queries select no page of this app: an external link's url, an absolute url.
    menuItem({ id: 6, appType: 'Links', url: '/url/6?tab=1', extLink: 'https://x.test' }),
    menuItem({ id: 7, appType: 'Links', url: 'https://other.test/?lang=en' }),
  ];
  const kept = (current: string) => keptQuery(current, menu);

  test.each([
    ['the context account', '?acctId=3', 'acctId=3'],
    ['a parameter no entry selects by', 'acctId=3&tab=2&lang=fr', 'acctId=3&tab=2&lang=fr'],
    ["an entry's page parameter, none", '?acctId=3&view=weekly', 'acctId=3'],
    ['a report id and name, none', '?id=12&report=trends&acctId=3', 'acctId=3'],
    ['acctId even when an entry names one', '?acctId=3&scope=region', 'acctId=3'],
    ['nothing from nothing', '', ''],
  ])('keeps %s (%j → %j)', (_, current, expected) => {
    expect(kept(current)).toBe(expected);
  });

  test.each([
    [
      'the plain app after one of its pages',
      '/labor-planning',
      '?acctId=3&view=weekly',
      '/labor-planning?acctId=3',
    ],
    ['Home after a report', '/home', '?acctId=3&report=trends', '/home?acctId=3'],
    ["another app after a report's id", '/task-list', '?id=12&acctId=3', '/task-list?acctId=3'],
    [
      "a page's own parameter after another page's",
      '/shift-management?view=board',
      '?view=weekly',
      '/shift-management?view=board',
    ],
    [
      'a page after the plain app, keeping context',
      '/labor-planning?view=weekly',
      '?acctId=3&tab=2',
      '/labor-planning?acctId=3&tab=2&view=weekly',
    ],
  ])('opens %s: %j from %j → %j', (_, target, current, expected) => {
    expect(withCurrentQuery(target, kept(current))).toBe(expected);
  });

  it('gives the launcher click rule the entry its own url, keeping the account', () => {
    const laborPlanning = menuItem({ id: 1, url: '/labor-planning' });
    expect(launcherClickAction(laborPlanning, { currentSearch: kept('?view=weekly&acctId=3') })).toEqual({
      kind: 'navigate',
      href: '/labor-planning?acctId=3',
      hideHome: false,
    });
  });
});

describe('shouldHideSidebarAfterNavigation', () => {
  test.each([
    [375, true],
    [999, true],
    [1000, false],
    [1440, false],
  ])('hides the sidebar at width %i: %s', (width, expected) => {
    expect(shouldHideSidebarAfterNavigation(width)).toBe(expected);
  });
});
