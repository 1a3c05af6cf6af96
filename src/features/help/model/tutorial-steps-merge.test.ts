import { describe, expect, it } from 'vitest';
import { centredStep } from '../../../../test/fixtures/help-builders';
import type { HelpItem } from '../../../contracts/help';
import { keptStepNotice, matchedByContent, mergedSteps } from './tutorial-steps-merge';

const step = centredStep;
const titles = (items: readonly HelpItem[]) => items.map((item) => item.title);
const [welcome, old, apps, sidebar] = [
  step('Welcome'),
  step('Old favorites bar'),
  step('Your apps'),
  step('The sidebar'),
];
const loaded = [welcome, old, apps, sidebar];
/** Walkthrough 37: A moved 'The sidebar' to the top and deleted 'Your apps'. */
const theirs = [sidebar, welcome, old];

describe('mergedSteps', () => {
  it("keeps their order and deletion with the author's retitled step", () => {
    const merged = mergedSteps(loaded, theirs, [step('Welcome (B)'), old, apps, sidebar], [0, 1, 2, 3]);
    expect(titles(merged.items)).toEqual(['The sidebar', 'Welcome (B)', 'Old favorites bar']);
    expect(merged.sources).toEqual([0, 1, 2]);
    expect(merged.keptOverTheirs).toEqual([]);
  });

  it("keeps their order when the author only deleted a step, without the author's deleted step", () => {
    const merged = mergedSteps(loaded, theirs, [welcome, apps, sidebar], [0, 2, 3]);
    expect(titles(merged.items)).toEqual(['The sidebar', 'Welcome']);
  });

  it("keeps the author's edit of a step they deleted, after their list, and names it", () => {
    const merged = mergedSteps(loaded, theirs, [welcome, old, step('Your apps (B)'), sidebar], [0, 1, 2, 3]);
    expect(titles(merged.items)).toEqual(['The sidebar', 'Welcome', 'Old favorites bar', 'Your apps (B)']);
    expect(merged.sources).toEqual([0, 1, 2, null]);
    expect(merged.keptOverTheirs).toEqual(['Your apps (B)']);
  });

  it("appends the author's new steps in the author's order, their new steps where they put them", () => {
    const merged = mergedSteps(
      loaded,
      [step('Theirs'), ...theirs],
      [step('Mine 2'), ...loaded, step('Mine 1')],
      [null, 0, 1, 2, 3, null],
    );
    expect(titles(merged.items)).toEqual([
      'Theirs',
      'The sidebar',
      'Welcome',
      'Old favorites bar',
      'Mine 2',
      'Mine 1',
    ]);
    expect(merged.sources).toEqual([0, 1, 2, 3, null, null]);
  });

  it('takes their version of a step they changed and the author left alone', () => {
    const merged = mergedSteps(loaded, [welcome, step('Old bar'), apps, sidebar], loaded, [0, 1, 2, 3]);
    expect(titles(merged.items)).toEqual(['Welcome', 'Old bar', 'Your apps', 'The sidebar']);
    expect(merged.keptOverTheirs).toEqual([]);
  });

  it("keeps the author's order when they left the steps alone", () => {
    const mine = [sidebar, welcome, old, apps];
    const merged = mergedSteps(loaded, loaded, mine, [3, 0, 1, 2]);
    expect(merged.items).toEqual(mine);
    expect(merged.sources).toEqual([3, 0, 1, 2]);
  });

  it('keeps their order when both reordered', () => {
    const merged = mergedSteps(
      loaded,
      [sidebar, welcome, old, apps],
      [welcome, apps, old, sidebar],
      [0, 2, 1, 3],
    );
    expect(titles(merged.items)).toEqual(['The sidebar', 'Welcome', 'Old favorites bar', 'Your apps']);
  });
});

describe('matchedByContent', () => {
  it('matches equal steps once each, in order', () => {
    expect(matchedByContent([welcome, welcome, apps], [apps, welcome, welcome])).toEqual([1, 2, 0]);
    expect(matchedByContent([old], [welcome])).toEqual([null]);
  });
});

describe('keptStepNotice', () => {
  it('names each step kept', () => {
    expect(keptStepNotice(['Welcome (B)'])).toBe(
      '"Welcome (B)" was changed or deleted by someone else: your version is kept here.',
    );
  });
});
