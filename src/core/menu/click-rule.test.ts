import { describe, expect, it, test } from 'vitest';
import { menuItem } from '../../../test/fixtures/shell-builders';
import { launcherClickAction, shouldHideSidebarAfterNavigation, withCurrentQuery } from './click-rule';

const context = { currentSearch: '?acctId=3' };

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
    expect(withCurrentQuery(target, current)).toBe(expected);
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
