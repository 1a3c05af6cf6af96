import { describe, expect, it } from 'vitest';
import { moveWouldLoseChange, sameContent, updateWouldLoseChange } from './edit-conflict';

describe('updateWouldLoseChange', () => {
  const loaded = { title: 'Home', items: [{ a: 1, b: null }], offset: null };

  it.each([
    ['the stored object is what the author loaded', loaded, false],
    [
      'it is the same with its keys in another order',
      { offset: null, items: [{ b: null, a: 1 }], title: 'Home' },
      false,
    ],
    ['it is what the author now sends (their own Save repeated)', { ...loaded, title: 'Home (B)' }, false],
    ['another author changed a field', { ...loaded, title: 'Home (A)' }, true],
    ['another author changed a nested value', { ...loaded, items: [{ a: 2, b: null }] }, true],
    [
      'another author reordered a list',
      {
        ...loaded,
        items: [
          { a: 1, b: null },
          { a: 0, b: null },
        ],
      },
      true,
    ],
  ])('when %s: %s', (_case, stored, loses) => {
    const next = { ...loaded, title: 'Home (B)' };
    expect(updateWouldLoseChange(stored, loaded, next)).toBe(loses);
  });

  it('compares only the fields `loaded` has: the stored object may carry more', () => {
    const stored = { ...loaded, accountName: 'Harbor' };
    expect(updateWouldLoseChange(stored, loaded, { ...loaded, title: 'x' })).toBe(false);
  });
});

describe('moveWouldLoseChange', () => {
  it.each([
    ['the stored order is the one the author saw', [1, 2, 3], false],
    ['it already is the order sent (their own move repeated)', [2, 1, 3], false],
    ['another author moved a row', [1, 3, 2], true],
    ['another author deleted a row', [1, 2], true],
    ['another author added a row', [1, 2, 3, 4], true],
  ])('%s: %s', (_case, stored, expected) => {
    expect(moveWouldLoseChange(stored, [1, 2, 3], [2, 1, 3])).toBe(expected);
  });
});

describe('sameContent (also what marks a display form changed, walkthrough 20)', () => {
  const report = { kind: 'report', title: 'Yard', url: 'https://example.com' };
  it('reads objects by key whatever their order, lists in order', () => {
    const reordered = { url: report.url, title: report.title, kind: report.kind };
    expect(sameContent({ name: '', panels: [report] }, { panels: [reordered], name: '' })).toBe(true);
    expect(
      sameContent({ panels: [{ kind: 'clock' }, report] }, { panels: [report, { kind: 'clock' }] }),
    ).toBe(false);
    expect(sameContent({ name: 'Gate 4' }, { name: '' })).toBe(false);
    expect(sameContent({ refreshSeconds: '60' }, { refreshSeconds: 60 })).toBe(false);
  });
});
