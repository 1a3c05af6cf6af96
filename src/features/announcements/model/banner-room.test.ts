import { describe, expect, test } from 'vitest';
import { type BannerRoom, bannerMemory, bannerMemorySchema, bannerRoom, shownLastTime } from './banner-room';

describe('bannerRoom', () => {
  test.each<[string, { count: number; loading: boolean; shownLastTime: boolean | undefined }, BannerRoom]>([
    [
      'shows the banner when there are announcements',
      { count: 2, loading: false, shownLastTime: false },
      'banner',
    ],
    [
      'shows the banner while a refresh is still coming',
      { count: 1, loading: true, shownLastTime: undefined },
      'banner',
    ],
    [
      'holds the row while loading when the last list had some',
      { count: 0, loading: true, shownLastTime: true },
      'reserved',
    ],
    [
      'holds the row while loading when nothing is remembered (a first start)',
      { count: 0, loading: true, shownLastTime: undefined },
      'reserved',
    ],
    [
      'holds nothing while loading when the last list was empty',
      { count: 0, loading: true, shownLastTime: false },
      'none',
    ],
    [
      'gives the row back once the list is known to be empty',
      { count: 0, loading: false, shownLastTime: true },
      'none',
    ],
    [
      'holds nothing when nothing can come (offline, nothing cached, or the read failed)',
      { count: 0, loading: false, shownLastTime: undefined },
      'none',
    ],
  ])('%s', (_name, known, expected) => {
    expect(bannerRoom(known)).toBe(expected);
  });
});

describe('shownLastTime', () => {
  test('answers for the user it was remembered for', () => {
    expect(shownLastTime({ userId: 7, shown: true }, 7)).toBe(true);
    expect(shownLastTime({ userId: 7, shown: false }, 7)).toBe(false);
  });

  test("knows nothing of another user's banner, or with no memory or no user", () => {
    expect(shownLastTime({ userId: 7, shown: true }, 8)).toBeUndefined();
    expect(shownLastTime(undefined, 7)).toBeUndefined();
    expect(shownLastTime({ userId: 7, shown: true }, undefined)).toBeUndefined();
  });
});

describe('bannerMemory', () => {
  test('remembers whether the known list had something to show', () => {
    expect(bannerMemory(7, 3, true)).toEqual({ userId: 7, shown: true });
    expect(bannerMemory(7, 0, true)).toEqual({ userId: 7, shown: false });
  });

  test('remembers nothing while no list is known, or with no user', () => {
    expect(bannerMemory(7, 0, false)).toBeUndefined();
    expect(bannerMemory(undefined, 2, true)).toBeUndefined();
  });

  test('what it remembers reads back through the schema', () => {
    expect(bannerMemorySchema.safeParse(bannerMemory(7, 1, true)).success).toBe(true);
    expect(bannerMemorySchema.safeParse({ userId: '7', shown: 'yes' }).success).toBe(false);
  });
});
