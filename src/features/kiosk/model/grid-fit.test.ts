import { describe, expect, it } from 'vitest';
import { contentCut, panelsKey, shownLayout } from './grid-fit';

describe('grid fit (walkthrough 38, D3)', () => {
  const cell = { top: 100, bottom: 300 };
  it.each([
    [
      'fits with room to spare',
      [
        { top: 120, bottom: 160 },
        { top: 170, bottom: 250 },
      ],
      false,
    ],
    ['fits to the pixel', [{ top: 100, bottom: 300 }], false],
    ['is a pixel over at each end: rounding', [{ top: 99, bottom: 301 }], false],
    [
      'runs past the bottom',
      [
        { top: 120, bottom: 160 },
        { top: 170, bottom: 302 },
      ],
      true,
    ],
    [
      'has lost a row of key figures',
      [
        { top: 120, bottom: 160 },
        { top: 170, bottom: 464 },
      ],
      true,
    ],
    ['is centred and runs past both ends', [{ top: 95, bottom: 305 }], true],
    ['runs past the top only', [{ top: 98, bottom: 200 }], true],
    ['is empty', [], false],
  ] as const)('a panel that %s is cut: %s', (_case, parts, cut) => {
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
