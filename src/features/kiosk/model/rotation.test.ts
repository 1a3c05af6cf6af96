import { describe, expect, it } from 'vitest';
import { panelIndexAt } from './rotation';

describe('panelIndexAt', () => {
  it.each([
    [3, 10_000, 0, 0],
    [3, 10_000, 9_999, 0],
    [3, 10_000, 10_000, 1],
    [3, 10_000, 25_000, 2],
    [3, 10_000, 30_000, 0],
    // A day later the display is still on the panel the schedule says.
    [4, 15_000, 24 * 3_600_000 + 16_000, 1],
  ])('with %i panels every %i ms, at %i ms shows panel %i', (count, every, elapsed, expected) => {
    expect(panelIndexAt(count, every, elapsed)).toBe(expected);
  });

  it('stays on the only panel, and on the first for a clock set back', () => {
    expect(panelIndexAt(1, 10_000, 55_000)).toBe(0);
    expect(panelIndexAt(0, 10_000, 55_000)).toBe(0);
    expect(panelIndexAt(3, 10_000, -5_000)).toBe(0);
  });
});
