import { describe, expect, it } from 'vitest';
import { CONTROL_GAP_PX, CONTROL_SIZE_PX, helpControlsRight, helpListRight } from './controls-placement';

describe('helpControlsRight', () => {
  it('centres the controls in the strip the page leaves for them', () => {
    expect(helpControlsRight(76, undefined, 1366)).toBe(16);
  });

  it('stands just left of a panel open along the right edge', () => {
    // The Settings panel, 800 px: the controls' right edge 16 px left of the panel's left edge.
    expect(helpControlsRight(76, 800, 1366)).toBe(816);
    expect(1366 - helpControlsRight(76, 800, 1366)).toBeLessThan(1366 - 800);
  });

  it('never goes past the screen’s left edge, however wide the panel', () => {
    expect(helpControlsRight(76, 1000, 1000)).toBe(1000 - CONTROL_SIZE_PX - 16);
  });

  it('opens the help list left of the controls', () => {
    expect(helpListRight(16)).toBe(16 + CONTROL_SIZE_PX + CONTROL_GAP_PX);
  });
});
