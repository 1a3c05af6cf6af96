import { describe, expect, it } from 'vitest';
import { isVisit } from './navigation-events';

describe('isVisit', () => {
  it.each([
    [true, false, true],
    [false, true, true],
    [true, true, true],
    [false, false, false],
  ])('hrefChanged %s, reload asked %s: %s', (hrefChanged, reloadRequested, expected) => {
    expect(isVisit({ hrefChanged }, reloadRequested)).toBe(expected);
  });
});
