import { describe, expect, test } from 'vitest';
import { ageInWords } from './age-in-words';

const MINUTE = 60_000;

describe('ageInWords', () => {
  test.each([
    [-5, 'just now'],
    [0, 'just now'],
    [59_999, 'just now'],
    [MINUTE, '1 minute ago'],
    [59 * MINUTE, '59 minutes ago'],
    [60 * MINUTE, '1 hour ago'],
    [125 * MINUTE, '2 hours ago'],
    [25 * 60 * MINUTE, '1 day ago'],
    [72 * 60 * MINUTE, '3 days ago'],
  ])('says %s ms is %s (long)', (age, words) => {
    expect(ageInWords(age)).toBe(words);
  });

  test.each([
    [0, 'just now'],
    [59_999, 'just now'],
    [4 * MINUTE, '4 min ago'],
    [60 * MINUTE, '1 h ago'],
    [125 * MINUTE, '2 h 5 min ago'],
    [24 * 60 * MINUTE, '1 day ago'],
    [3 * 24 * 60 * MINUTE + 5, '3 days ago'],
  ])('says %s ms is %s (short)', (age, words) => {
    expect(ageInWords(age, 'short')).toBe(words);
  });
});
