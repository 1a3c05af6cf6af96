import { describe, expect, it } from 'vitest';
import { cardPlacement } from './card-placement';

const viewport = { width: 1200, height: 800 };
const anchor = { top: 100, left: 400, width: 200, height: 40 };

describe('cardPlacement', () => {
  it.each([
    ['top', 10, { top: 90, left: 500, translate: [-50, -100] }],
    ['bottom', 10, { top: 150, left: 500, translate: [-50, 0] }],
    ['bottom-left', 0, { top: 140, left: 400, translate: [0, 0] }],
    ['bottom-right', null, { top: 140, left: 600, translate: [-100, 0] }],
    ['left', 8, { top: 120, left: 392, translate: [-100, -50] }],
    ['right', -4, { top: 120, left: 596, translate: [0, -50] }],
    ['cover', 30, { top: 100, left: 400, translate: [0, 0], width: 200 }],
    ['center', 10, { top: 400, left: 600, translate: [-50, -50] }],
  ] as const)('puts a %s card (offset %s) where it belongs', (position, offset, expected) => {
    expect(cardPlacement(anchor, position, offset, viewport)).toEqual(expected);
  });

  it('uses the screen centre when the anchor is not on the page', () => {
    expect(cardPlacement(undefined, 'bottom', 8, viewport)).toEqual({
      top: 400,
      left: 600,
      translate: [-50, -50],
    });
  });

  it('keeps a cover card between 200 and 300 px wide', () => {
    expect(cardPlacement({ ...anchor, width: 50 }, 'cover', null, viewport).width).toBe(200);
    expect(cardPlacement({ ...anchor, width: 900 }, 'cover', null, viewport).width).toBe(300);
  });

  it('keeps the point on screen for an anchor partly outside it', () => {
    const offScreen = { top: -100, left: 1150, width: 200, height: 40 };
    expect(cardPlacement(offScreen, 'top', 0, viewport)).toMatchObject({ top: 8, left: 1192 });
  });
});
