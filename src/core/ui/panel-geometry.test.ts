import { describe, expect, it } from 'vitest';
import { initialPanelGeometry, movePanel } from './panel-geometry';

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
