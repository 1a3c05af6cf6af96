import { describe, expect, it } from 'vitest';
import { changesNotSavedText, type ListShown, listShown, versionsNotSavedText } from './offline-availability';

describe('listShown', () => {
  it.each<[string, readonly unknown[] | undefined, boolean, boolean, ListShown]>([
    ['a saved list with items', ['a'], false, false, 'items'],
    ['a saved list with items, offline', ['a'], false, true, 'items'],
    ['a saved empty list: truly nothing to read', [], false, false, 'empty'],
    ['a saved empty list, offline: still nothing to read', [], false, true, 'empty'],
    ['nothing yet, something coming', undefined, true, false, 'loading'],
    ['nothing saved and no connection', undefined, false, true, 'notSaved'],
    ['nothing saved and a server error (S2 §8: only logged)', undefined, false, false, 'empty'],
  ])('%s', (_case, data, isLoading, unreachable, shown) => {
    expect(listShown({ data, isLoading, unreachable })).toBe(shown);
  });
});

describe('the not-saved texts', () => {
  it('never claim there is nothing to read, and say when it will show', () => {
    for (const text of [
      versionsNotSavedText(false),
      versionsNotSavedText(true),
      changesNotSavedText(false),
      changesNotSavedText(true),
    ]) {
      expect(text).toMatch(/not (been )?saved for offline use/);
      expect(text).toContain('once you are back online');
      expect(text).not.toMatch(/No changes/);
    }
    expect(versionsNotSavedText(true)).toContain('these filters');
    expect(changesNotSavedText(false)).toContain("This version's changes");
  });
});
