import { describe, expect, it } from 'vitest';
import { contentCut, panelsKey, shownLayout } from './grid-fit';

describe('grid fit (walkthrough 38, D3)', () => {
  it.each([
    [{ scrollHeight: 300, clientHeight: 300 }, false],
    [{ scrollHeight: 301, clientHeight: 300 }, false],
    [{ scrollHeight: 302, clientHeight: 300 }, true],
    [{ scrollHeight: 289, clientHeight: 125 }, true],
    [{ scrollHeight: 0, clientHeight: 0 }, false],
  ])('finds a cell %o cut: %s', (cell, cut) => {
    expect(contentCut(cell)).toBe(cut);
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
