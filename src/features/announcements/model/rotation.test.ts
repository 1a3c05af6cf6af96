import { describe, expect, it, test } from 'vitest';
import {
  ANNOUNCEMENT_ROTATION_MS,
  clampAnnouncementIndex,
  nextAnnouncementIndex,
  previousAnnouncementIndex,
} from './rotation';

describe('ANNOUNCEMENT_ROTATION_MS', () => {
  it('rotates every 30 seconds', () => {
    expect(ANNOUNCEMENT_ROTATION_MS).toBe(30_000);
  });
});

describe('nextAnnouncementIndex', () => {
  test.each([
    [0, 3, 1],
    [1, 3, 2],
    [2, 3, 0],
    [0, 1, 0],
    [0, 0, 0],
    [5, 3, 0],
  ])('moves from %i among %i to %i', (index, count, expected) => {
    expect(nextAnnouncementIndex(index, count)).toBe(expected);
  });
});

describe('previousAnnouncementIndex', () => {
  test.each([
    [2, 3, 1],
    [1, 3, 0],
    [0, 3, 2],
    [0, 1, 0],
    [0, 0, 0],
    [5, 3, 1],
  ])('moves from %i among %i to %i', (index, count, expected) => {
    expect(previousAnnouncementIndex(index, count)).toBe(expected);
  });
});

describe('clampAnnouncementIndex', () => {
  test.each([
    ['keeps an index inside the list', 1, 3, 1],
    ['moves to the new last when the list shrank below the index', 2, 2, 1],
    ['uses 0 when the list is empty', 2, 0, 0],
    ['uses 0 for a negative index', -1, 3, 0],
  ])('%s', (_, index, count, expected) => {
    expect(clampAnnouncementIndex(index, count)).toBe(expected);
  });
});
