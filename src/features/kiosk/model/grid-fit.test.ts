import { describe, expect, it } from 'vitest';
import { contentCut, panelsKey, shownLayout } from './grid-fit';

describe('grid fit (walkthrough 38, D3)', () => {
  const cell = { top: 100, bottom: 300 };
  it.each([
    [
      'fits with room to spare',
      false,
      [
        { top: 120, bottom: 160 },
        { top: 170, bottom: 250 },
      ],
    ],
    ['fits to the pixel', false, [{ top: 100, bottom: 300 }]],
    ['is a pixel over at each end: rounding', false, [{ top: 99, bottom: 301 }]],
    [
      'runs past the bottom',
      true,
      [
        { top: 120, bottom: 160 },
        { top: 170, bottom: 302 },
      ],
    ],
    [
      'has lost a row of key figures',
      true,
      [
        { top: 120, bottom: 160 },
        { top: 170, bottom: 464 },
      ],
    ],
    ['is centred and runs past both ends', true, [{ top: 95, bottom: 305 }]],
    ['runs past the top only', true, [{ top: 98, bottom: 200 }]],
    [
      'has a part with no box (a style element: 0 to 0)',
      false,
      [
        { top: 0, bottom: 0 },
        { top: 120, bottom: 250 },
      ],
    ],
    ['is empty', false, []],
  ] as const)('a panel that %s is cut: %s', (_case, cut, parts) => {
    expect(contentCut(cell, parts)).toBe(cut);
  });

  const shown = [{ kind: 'clock' }, { kind: 'keyFigures' }, { kind: 'alerts' }];

  it('shows a grid in turn only while the panels found cut are the ones shown', () => {
    expect(shownLayout('grid', shown, undefined)).toBe('grid');
    expect(shownLayout('grid', shown, panelsKey(shown))).toBe('in-turn');
    expect(shownLayout('grid', shown, panelsKey([{ kind: 'clock' }, { kind: 'alerts' }]))).toBe('grid');
  });

  it('keeps a grid of one panel: in turn it would be the same panel', () => {
    const one = [{ kind: 'announcements' }];
    expect(shownLayout('grid', one, panelsKey(one))).toBe('grid');
  });

  it('leaves a rotation as the admin chose it', () => {
    expect(shownLayout('rotate', shown, undefined)).toBe('rotate');
    expect(shownLayout('rotate', shown, panelsKey(shown))).toBe('rotate');
  });
});
