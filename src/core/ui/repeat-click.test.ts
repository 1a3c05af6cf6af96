import { describe, expect, it } from 'vitest';
import { isRepeatClick } from './repeat-click';

describe('isRepeatClick', () => {
  it.each([
    [0, false], // Enter or Space on a button, a screen reader's click
    [1, false], // a single press
    [2, true], // the second of a double tap
    [3, true],
  ])('a click with detail %i is a repeat: %s', (detail, repeat) => {
    expect(isRepeatClick({ detail })).toBe(repeat);
  });
});
