import { describe, expect, it } from 'vitest';
import { firstStep, nextStep, playbackControls, previousStep, reachableSteps } from './tutorial-playback';

/** 'x' an enabled item, '-' a disabled one. */
const items = (pattern: string) => [...pattern].map((c) => ({ enabled: c === 'x' }));

describe('firstStep', () => {
  it.each([
    ['xxx', 0],
    ['-xx', 1],
    ['--x', 2],
    ['---', undefined],
    ['', undefined],
  ])('%s starts at %s', (pattern, expected) => {
    expect(firstStep(items(pattern))).toBe(expected);
  });
});

describe('nextStep and previousStep', () => {
  it.each([
    ['x-xx', 0, 2, undefined],
    ['x-xx', 2, 3, 0],
    ['x-xx', 3, undefined, 2],
    ['x--', 0, undefined, undefined],
    ['xx-', 1, undefined, 0],
    ['-x-x', 3, undefined, 1],
  ])('in %s from %i: next %s, back %s', (pattern, index, next, back) => {
    expect(nextStep(items(pattern), index)).toBe(next);
    expect(previousStep(items(pattern), index)).toBe(back);
  });
});

describe('playbackControls', () => {
  it.each([
    // pattern, index, canBack, canNext, showFinish, step, of
    ['x-xx', 0, false, true, false, 1, 3],
    ['x-xx', 2, true, true, false, 2, 3],
    ['x-xx', 3, true, false, true, 3, 3],
    ['x', 0, false, false, true, 1, 1],
    ['xx-', 1, true, false, true, 2, 2],
    ['-xx', 1, false, true, false, 1, 2],
  ] as const)(
    'in %s at %i: back %s, next %s, finish %s, step %i of %i',
    (pattern, index, canBack, canNext, showFinish, stepNumber, stepCount) => {
      expect(playbackControls(items(pattern), index)).toEqual({
        canBack,
        canNext,
        showFinish,
        stepNumber,
        stepCount,
      });
    },
  );
});

describe('reachableSteps', () => {
  const step = (anchor: string | null, enabled = true) => ({ anchor, enabled });
  const shown = new Set(['launcher-groups', 'sidebar']);
  const steps = reachableSteps(
    [step(null), step('home-title'), step('launcher-groups'), step('sidebar', false), step('sidebar')],
    (anchor) => shown.has(anchor),
  );

  it('skips steps whose anchor is absent or hidden, like disabled ones', () => {
    expect(steps.map((s) => s.enabled)).toEqual([true, false, true, false, true]);
    expect(nextStep(steps, 0)).toBe(2);
    expect(previousStep(steps, 2)).toBe(0);
  });

  it("counts only reachable steps in 'Step n of m' and finishes on the last reachable one", () => {
    expect(playbackControls(steps, 2)).toMatchObject({ stepNumber: 2, stepCount: 3, showFinish: false });
    expect(playbackControls(steps, 4)).toMatchObject({ stepNumber: 3, stepCount: 3, showFinish: true });
  });

  it('finishes early when the last steps are unreachable', () => {
    const hiddenEnd = reachableSteps([step(null), step('gone')], () => false);
    expect(playbackControls(hiddenEnd, 0)).toMatchObject({ canNext: false, showFinish: true, stepCount: 1 });
    expect(firstStep(reachableSteps([step('gone'), step(null)], () => false))).toBe(1);
  });
});
