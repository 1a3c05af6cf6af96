import { describe, expect, it } from 'vitest';
import { cascadedPanelGeometry, freeCascadeStep, initialPanelGeometry, movePanel } from './panel-geometry';

const viewport = { width: 1200, height: 800 };

describe('movePanel', () => {
  it.each([
    ['a plain drag', { x: 30, y: 20 }, { top: 120, left: 330 }],
    ['above the screen', { x: 0, y: -500 }, { top: 0, left: 300 }],
    ['below the screen', { x: 0, y: 2000 }, { top: 752, left: 300 }],
    ['far left, keeping 48 px', { x: -2000, y: 0 }, { top: 100, left: -352 }],
    ['far right, keeping 48 px', { x: 2000, y: 0 }, { top: 100, left: 1152 }],
  ])('clamps %s', (_case, delta, expected) => {
    expect(movePanel({ top: 100, left: 300 }, delta, 400, viewport)).toEqual(expected);
  });
});

describe('initialPanelGeometry', () => {
  const preferred = { width: 400, height: 520 };
  const open = (width: number, height: number) => initialPanelGeometry({ width, height }, preferred, 240);

  it('opens top right, left of the help controls strip where they show (1000 px and up)', () => {
    expect(open(1200, 800)).toEqual({ top: 72, left: 1200 - 400 - 76, width: 400, height: 520 });
    expect(open(1000, 800)).toEqual({ top: 72, left: 524, width: 400, height: 520 });
  });

  it('on narrower screens opens 24 px from the right edge, and inside a screen barely wider than it', () => {
    expect(open(999, 800)).toEqual({ top: 72, left: 575, width: 400, height: 520 });
    expect(open(410, 800)).toEqual({ top: 72, left: 8, width: 400, height: 520 });
  });

  it.each([
    [
      '200 % zoom (640×400): as tall as the room below the title bar',
      640,
      400,
      { top: 72, left: 216, width: 400, height: 320 },
    ],
    [
      "400 % zoom (320×256): the screen's width, the top moved up for the minimum height",
      320,
      256,
      { top: 8, left: 0, width: 320, height: 240 },
    ],
    ['a screen lower than the minimum: all of it', 320, 200, { top: 0, left: 0, width: 320, height: 200 }],
  ])('fits %s', (_case, width, height, expected) => {
    expect(open(width, height)).toEqual(expected);
  });
});

describe('cascadedPanelGeometry', () => {
  const preferred = { width: 440, height: 520 };

  it('moves each step 48 px left and down from the first place, the size kept while it fits', () => {
    expect(cascadedPanelGeometry({ width: 1280, height: 900 }, preferred, 240, 0)).toEqual({
      top: 72,
      left: 764,
      width: 440,
      height: 520,
    });
    expect(cascadedPanelGeometry({ width: 1280, height: 900 }, preferred, 240, 2)).toEqual({
      top: 168,
      left: 668,
      width: 440,
      height: 520,
    });
  });

  it('keeps the panel on screen: no further left than the edge, shorter below a lower top', () => {
    expect(cascadedPanelGeometry({ width: 1280, height: 700 }, preferred, 240, 3)).toEqual({
      top: 216,
      left: 620,
      width: 440,
      height: 476,
    });
    // 640×400 (200 % zoom): the top stops where the minimum height still fits.
    expect(cascadedPanelGeometry({ width: 640, height: 400 }, preferred, 240, 5)).toEqual({
      top: 152,
      left: 0,
      width: 440,
      height: 240,
    });
  });
});

describe('freeCascadeStep', () => {
  const preferred = { width: 440, height: 520 };
  const screen = { width: 1280, height: 900 };
  const step = (others: { top: number; left: number }[]) => freeCascadeStep(screen, preferred, 240, others);

  it('opens in the first place when no panel is open, or the open one was dragged away', () => {
    expect(step([])).toBe(0);
    expect(step([{ top: 300, left: 100 }])).toBe(0);
  });

  it('opens one step down over a panel in the first place (walkthrough 17, D1), two over two', () => {
    expect(step([{ top: 72, left: 764 }])).toBe(1);
    expect(
      step([
        { top: 72, left: 764 },
        { top: 120, left: 716 },
      ]),
    ).toBe(2);
    // A panel nudged a little from the first place still counts as there.
    expect(step([{ top: 76, left: 770 }])).toBe(1);
  });

  it('takes a place freed by a closed panel', () => {
    expect(step([{ top: 120, left: 716 }])).toBe(0);
  });

  it('on a screen with no room to move gives the last place it has', () => {
    const tiny = { width: 320, height: 256 };
    const first = cascadedPanelGeometry(tiny, preferred, 240, 0);
    expect(freeCascadeStep(tiny, preferred, 240, [first])).toBe(0);
  });
});
