import { describe, expect, test } from 'vitest';
import { scrollTopForActiveEntry, sidebarWidth } from './sidebar-layout';

describe('sidebarWidth', () => {
  test.each([
    [true, true, 320],
    [false, true, 144],
    [true, false, 80],
    [false, false, 80],
  ])('is %s names, %s list: %i px', (namesVisible, listVisible, expected) => {
    expect(sidebarWidth({ namesVisible, listVisible })).toBe(expected);
  });
});

describe('scrollTopForActiveEntry', () => {
  test.each([
    ['scrolls down to an entry below the fold', { entryTop: 900, listTop: 100, scrollTop: 0 }, 782],
    ['keeps the scroll already made', { entryTop: 300, listTop: 100, scrollTop: 400 }, 582],
    ['scrolls up to an entry above the view', { entryTop: 50, listTop: 100, scrollTop: 400 }, 332],
    ['stops at the top', { entryTop: 110, listTop: 100, scrollTop: 0 }, 0],
  ])('%s', (_, positions, expected) => {
    expect(scrollTopForActiveEntry(positions)).toBe(expected);
  });
});
