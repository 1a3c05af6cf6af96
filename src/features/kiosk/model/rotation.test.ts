import { describe, expect, it } from 'vitest';
import { clampPanelIndex, msUntilNextPanel, panelIndexAt } from './rotation';

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

describe('msUntilNextPanel', () => {
  it('counts down to the next step and never answers zero', () => {
    expect(msUntilNextPanel(10_000, 0)).toBe(10_000);
    expect(msUntilNextPanel(10_000, 12_500)).toBe(7_500);
    expect(msUntilNextPanel(10_000, 19_999)).toBe(1);
    expect(msUntilNextPanel(0, 100)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('clampPanelIndex', () => {
  it('keeps an index inside a shorter list', () => {
    expect(clampPanelIndex(4, 2)).toBe(1);
    expect(clampPanelIndex(1, 3)).toBe(1);
    expect(clampPanelIndex(2, 0)).toBe(0);
  });
});
