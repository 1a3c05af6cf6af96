import { describe, expect, it } from 'vitest';
import { type MenuItem, type MenuResponse, menuItemSchema } from '../../../contracts/menu';
import type { UserPreference } from '../../../contracts/settings';
import { startupAppHref, startupStep } from './startup-app';

const item = (id: number, fields: Partial<MenuItem> = {}): MenuItem =>
  menuItemSchema.parse({ id, title: `App ${id}`, url: `/app-${id}`, appType: 'Apps', ...fields });
const menu: MenuResponse = {
  items: [
    item(1),
    item(2, { pages: [item(21, { url: '/folder/page-21' })] }),
    item(3, { disabled: true }),
    item(4, { extLink: 'https://reports.example/4', extLinkNewTab: true }),
    item(5, { extLink: 'https://reports.example/5' }),
  ],
  favorites: [],
};
const startupApp = (value: string): UserPreference[] => [
  { id: 9, title: 'Startup App', type: 'AppSelector', value, options: [], resolveType: null },
];

describe('startupAppHref (S2 §3 AppSelector)', () => {
  it.each([
    ['an app', '1', '/app-1?acctId=7'],
    ["a folder's page", '21', '/folder/page-21?acctId=7'],
    ['a link shown in the frame', '5', '/url/5?acctId=7'],
    ['nothing when unset', '', undefined],
    ['nothing for an entry no longer in the menu', '99', undefined],
    ['nothing for a disabled entry', '3', undefined],
    ['nothing for a folder', '2', undefined],
    ['nothing for a link that opens another window', '4', undefined],
    ['nothing for a value that is not an id', 'abc', undefined],
  ])('opens %s', (_case, value, href) => {
    expect(startupAppHref(startupApp(value), menu, '?acctId=7')).toBe(href);
  });
});

describe('startupStep', () => {
  const at = (path: string, loaded = true) => ({
    state: 'pending' as const,
    path,
    preferences: loaded ? startupApp('1') : undefined,
    menu: loaded ? menu : undefined,
    search: '',
  });

  it('opens the Startup App when the first page of the tab is Home', () => {
    expect(startupStep(at('/home'))).toEqual({ state: 'settled', open: '/app-1' });
  });

  it('waits on Home until the preferences and the menu are loaded', () => {
    expect(startupStep(at('/home', false))).toEqual({ state: 'pending' });
  });

  it('settles without opening anything when the tab starts on another page', () => {
    expect(startupStep(at('/dashboard'))).toEqual({ state: 'settled' });
  });

  it('never opens it again once settled (Home clicked later, a reload)', () => {
    expect(startupStep({ ...at('/home'), state: 'settled' })).toEqual({ state: 'settled' });
  });

  it('settles on Home with nothing to open when no Startup App is set', () => {
    expect(startupStep({ ...at('/home'), preferences: startupApp('') })).toEqual({ state: 'settled' });
  });
});
