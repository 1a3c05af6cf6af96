import { describe, expect, it } from 'vitest';
import { contentCut, panelsKey, shownLayout } from './grid-fit';

describe('grid fit (walkthrough 38, D3)', () => {
  it.each([
    ['fits with room to spare', 300, [40, 250], false],
    ['fits to the pixel', 300, [300], false],
    ['is a pixel over: rounding', 300, [301], false],
    ['runs past the edge', 300, [40, 302], true],
    ['has lost a row of key figures', 125, [60, 289], true],
    ['is empty', 300, [], false],
  ] as const)('a panel that %s is cut: %s', (_case, cellBottom, contentBottoms, cut) => {
    expect(contentCut(cellBottom, contentBottoms)).toBe(cut);
  });

  it('shows a grid in turn only while the set of panels found cut is the one shown', () => {
    const shown = panelsKey([{ kind: 'clock' }, { kind: 'keyFigures' }, { kind: 'alerts' }]);
    const other = panelsKey([{ kind: 'clock' }, { kind: 'alerts' }]);
    expect(shownLayout('grid', undefined, shown)).toBe('grid');
    expect(shownLayout('grid', shown, shown)).toBe('in-turn');
    expect(shownLayout('grid', other, shown)).toBe('grid');
  });

  it('leaves a rotation as the admin chose it', () => {
    const shown = panelsKey([{ kind: 'clock' }]);
    expect(shownLayout('rotate', undefined, shown)).toBe('rotate');
    expect(shownLayout('rotate', shown, shown)).toBe('rotate');
  });
});
