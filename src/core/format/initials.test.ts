import { describe, expect, test } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  test.each([
    ['Labor Planning', 'LP'],
    ['Operations Toolkit for Leads', 'OT'],
    ['Backhaul', 'BA'],
    ['  iem  ', 'IE'],
    ['X', 'X'],
    ['', ''],
    ['Zürich Hub', 'ZH'],
  ])('gives %j the initials %j', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});
