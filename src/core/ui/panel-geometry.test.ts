import { describe, expect, it } from 'vitest';
import { initialPanelPosition, movePanel } from './panel-geometry';

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

describe('initialPanelPosition', () => {
  it('opens top right, left of the help controls strip where they show (1000 px and up)', () => {
    expect(initialPanelPosition(viewport, 400)).toEqual({ top: 72, left: 1200 - 400 - 76 });
    expect(initialPanelPosition({ width: 1000, height: 800 }, 400)).toEqual({ top: 72, left: 524 });
  });

  it('on narrower screens opens 24 px from the right edge, and inside a screen narrower than it', () => {
    expect(initialPanelPosition({ width: 999, height: 800 }, 400)).toEqual({ top: 72, left: 575 });
    expect(initialPanelPosition({ width: 300, height: 600 }, 400)).toEqual({ top: 72, left: 8 });
  });
});
