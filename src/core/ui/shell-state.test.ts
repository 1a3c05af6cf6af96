// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import type { Health } from '../../contracts/session-api';
import { lastHealthAtom } from '../network/connection';
import { createStore } from '../state/jotai';
import { directoryDatabaseDownAtom, sidebarListVisibleAtom, sidebarNamesVisibleAtom } from './shell-state';

describe('directoryDatabaseDownAtom', () => {
  it.each([
    [undefined, false],
    [{ status: 'ok', directoryDatabase: 'up' }, false],
    [{ status: 'ok', directoryDatabase: 'down' }, true],
    [{ status: 'maintenance', directoryDatabase: 'down' }, true],
  ] as [Health | undefined, boolean][])('follows the last Health answer %o: %s', (health, down) => {
    const store = createStore();
    store.set(lastHealthAtom, health);
    expect(store.get(directoryDatabaseDownAtom)).toBe(down);
  });
});

afterEach(() => localStorage.clear());

describe('the sidebar display choices (walkthrough 28, O7)', () => {
  it('are shown by default, and a choice is kept on the device for the next page', () => {
    const page = createStore();
    expect(page.get(sidebarNamesVisibleAtom)).toBe(true);
    expect(page.get(sidebarListVisibleAtom)).toBe(true);
    page.set(sidebarNamesVisibleAtom, (shown) => !shown);
    page.set(sidebarListVisibleAtom, false);
    expect(page.get(sidebarNamesVisibleAtom)).toBe(false);

    const nextPage = createStore();
    expect(nextPage.get(sidebarNamesVisibleAtom)).toBe(false);
    expect(nextPage.get(sidebarListVisibleAtom)).toBe(false);
    nextPage.set(sidebarListVisibleAtom, (shown) => !shown);
    expect(createStore().get(sidebarListVisibleAtom)).toBe(true);
    expect(createStore().get(sidebarNamesVisibleAtom)).toBe(false);
  });

  it('works on without storage: the choice holds for the page', () => {
    const page = createStore();
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    try {
      page.set(sidebarNamesVisibleAtom, false);
      expect(page.get(sidebarNamesVisibleAtom)).toBe(false);
    } finally {
      Storage.prototype.setItem = setItem;
    }
  });
});
