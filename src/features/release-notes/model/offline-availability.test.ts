import { describe, expect, it } from 'vitest';
import { ApiError, CONTRACT_MESSAGE, OFFLINE_MESSAGE } from '../../../core/api/api-error';
import { changesNotSavedText, type ListShown, listShown, versionsNotSavedText } from './offline-availability';

describe('listShown', () => {
  const offline = new ApiError('network', OFFLINE_MESSAGE);
  const serverError = new ApiError('http', 'Internal Server Error', 500);
  it.each<[string, readonly unknown[] | undefined, boolean, unknown, ListShown]>([
    ['a saved list with items', ['a'], false, undefined, 'items'],
    ['a saved list with items, offline', ['a'], false, offline, 'items'],
    ['a saved list with items, the refresh failed', ['a'], false, serverError, 'items'],
    ['a saved empty list: truly nothing to read', [], false, undefined, 'empty'],
    ['a saved empty list, offline: still nothing to read', [], false, offline, 'empty'],
    ['nothing yet, something coming', undefined, true, undefined, 'loading'],
    ['nothing saved and no connection', undefined, false, offline, 'notSaved'],
    [
      'nothing saved and a server error: could not be loaded, not "none"',
      undefined,
      false,
      serverError,
      'failed',
    ],
    [
      'nothing saved and an unreadable answer',
      undefined,
      false,
      new ApiError('contract', CONTRACT_MESSAGE),
      'failed',
    ],
    [
      'nothing saved, a read dropped while signing out: no failure',
      undefined,
      false,
      new ApiError('dropped', 'x'),
      'empty',
    ],
    [
      "a saved list, the version withdrawn meanwhile (404): not the device's copy, a wait for another version",
      ['a'],
      false,
      new ApiError('http', 'There is no release version 30.', 404),
      'loading',
    ],
  ])('%s', (_case, data, isLoading, error, shown) => {
    expect(listShown({ data, isLoading, error })).toBe(shown);
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
