import { describe, expect, it } from 'vitest';
import { cardPlacement } from './card-placement';

const viewport = { width: 1200, height: 800 };
const anchor = { top: 300, left: 400, width: 200, height: 40 };
const card = { width: 300, height: 100 };

describe('cardPlacement', () => {
  it.each([
    ['top', 10, { top: 190, left: 350 }],
    ['bottom', 10, { top: 350, left: 350 }],
    ['bottom-left', 0, { top: 340, left: 400 }],
    ['bottom-right', null, { top: 340, left: 300 }],
    ['left', 8, { top: 270, left: 92 }],
    ['right', -4, { top: 270, left: 596 }],
    ['cover', 30, { top: 300, left: 400, width: 200 }],
    ['center', 10, { top: 350, left: 450 }],
  ] as const)('puts a %s card (offset %s) where it belongs', (position, offset, expected) => {
    expect(cardPlacement(anchor, position, offset, card, viewport)).toEqual(expected);
  });

  it('uses the screen centre when the anchor is not on the page', () => {
    expect(cardPlacement(undefined, 'bottom', 8, card, viewport)).toEqual({ top: 350, left: 450 });
  });

  it('keeps a cover card between 200 and 300 px wide', () => {
    expect(cardPlacement({ ...anchor, width: 50 }, 'cover', null, card, viewport).width).toBe(200);
    expect(cardPlacement({ ...anchor, width: 900 }, 'cover', null, card, viewport).width).toBe(300);
  });

  it.each([
    [
      'above an anchor whose top is off screen',
      { top: -400, left: 400, width: 200, height: 2000 },
      'top',
      { top: 8, left: 350 },
    ],
    [
      'right of an anchor at the right edge',
      { top: 300, left: 1100, width: 100, height: 40 },
      'right',
      { top: 270, left: 892 },
    ],
    [
      'below an anchor at the bottom',
      { top: 780, left: 0, width: 100, height: 40 },
      'bottom-left',
      { top: 692, left: 8 },
    ],
  ] as const)('keeps the card on screen %s', (_case, offScreen, position, expected) => {
    expect(cardPlacement(offScreen, position, 0, card, viewport)).toEqual(expected);
  });
});
