import { describe, expect, it } from 'vitest';
import { centredStep } from '../../../../test/fixtures/help-builders';
import type { HelpItem, Tutorial } from '../../../contracts/help';
import {
  asNewTutorial,
  canSaveTutorial,
  completedTutorial,
  isNewTutorial,
  listedTutorials,
  startEditingTutorial,
  startNewTutorial,
  withItem,
  withItemMoved,
  withoutItem,
} from './tutorial-editing';

const item = centredStep;
const saved: Tutorial = {
  id: 4,
  pageName: 'home',
  enabled: true,
  title: 'Tour',
  icon: 'compass',
  permissionLevel: 2,
  items: [item('a'), item('b'), item('c')],
};

describe('a new tutorial', () => {
  it('starts inactive, readable by all, without items, id -1', () => {
    expect(startNewTutorial('home')).toEqual({
      id: -1,
      pageName: 'home',
      enabled: false,
      permissionLevel: 2,
      title: '',
      icon: null,
      items: [],
      itemSources: [],
    });
  });

  it('is listed last while edited and gone once the edit is cancelled (S2 §4)', () => {
    const draft = { ...startNewTutorial('home'), title: 'New' };
    expect(listedTutorials([saved], draft).map((t) => t.title)).toEqual(['Tour', 'New']);
    expect(listedTutorials([saved], null).map((t) => t.title)).toEqual(['Tour']);
    expect(listedTutorials([saved], startEditingTutorial(saved))).toHaveLength(1);
  });
});

describe('canSaveTutorial (S2 §5)', () => {
  it.each([
    ['title and level', {}, true],
    ['no title', { title: ' ' }, false],
    ['a title of a zero-width space', { title: '\u200B' }, false],
    ['half a surrogate pair in the title', { title: 'Tour \uD83D' }, false],
    ['a title of 200 emoji', { title: '🧭'.repeat(200) }, true],
    ['a title pasted longer than the server takes (walkthrough 35, D2)', { title: 'x'.repeat(201) }, false],
    ['no permission level', { permissionLevel: null }, false],
  ])('with %s: %s', (_case, patch, expected) => {
    expect(canSaveTutorial({ ...startEditingTutorial(saved), ...patch })).toBe(expected);
  });

  it('sends a trimmed title and an empty icon as none', () => {
    expect(completedTutorial({ ...startEditingTutorial(saved), title: ' T ', icon: ' ' })).toMatchObject({
      title: 'T',
      icon: null,
    });
  });
});

describe('items of the draft', () => {
  const draft = startEditingTutorial(saved);
  const titles = (d: { items: HelpItem[] }) => d.items.map((i) => i.title);

  it('adds a new item last and replaces an edited one in place', () => {
    expect(titles(withItem(draft, 'new', item('d')))).toEqual(['a', 'b', 'c', 'd']);
    expect(titles(withItem(draft, 1, item('B')))).toEqual(['a', 'B', 'c']);
  });

  it('removes and moves items', () => {
    expect(titles(withoutItem(draft, 0))).toEqual(['b', 'c']);
    expect(titles(withItemMoved(draft, 2, 0))).toEqual(['c', 'a', 'b']);
    expect(titles(saved)).toEqual(['a', 'b', 'c']);
  });

  it("keep each item's loaded index through edits, deletes and moves (its identity in a conflict)", () => {
    expect(draft.itemSources).toEqual([0, 1, 2]);
    expect(withItem(draft, 'new', item('d')).itemSources).toEqual([0, 1, 2, null]);
    expect(withItem(draft, 1, item('B')).itemSources).toEqual([0, 1, 2]);
    expect(withoutItem(draft, 0).itemSources).toEqual([1, 2]);
    expect(withItemMoved(draft, 2, 0).itemSources).toEqual([2, 0, 1]);
    expect(completedTutorial(draft)).not.toHaveProperty('itemSources');
  });
});

describe('asNewTutorial: the tutorial edited was deleted by another author (walkthrough 11)', () => {
  it('keeps the draft, items and all, as a new tutorial Save adds back', () => {
    const draft = { ...startNewTutorial('home'), id: 12, title: 'Tour', items: [] };
    const fresh = asNewTutorial(draft);
    expect(isNewTutorial(fresh)).toBe(true);
    expect({ ...fresh, id: 12 }).toEqual(draft);
    expect(listedTutorials([], fresh)).toEqual([fresh]);
  });
});
