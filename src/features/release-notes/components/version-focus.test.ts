import { describe, expect, it } from 'vitest';
import { focusAfterRefusal, isFocusTarget } from './version-focus';

describe('focusAfterRefusal', () => {
  it('aims at the version in its status as read again: another admin abandoned it meanwhile', () => {
    const target = focusAfterRefusal({ id: 7, status: 'Inactive' }, [
      { id: 6, status: 'Active' },
      { id: 7, status: 'Abandon' },
    ]);
    expect(target).toEqual({ id: 7, status: 'Abandon' });
    // The status bar as read again takes it; the one shown before the read does not.
    const version = { id: 7, version: '3.1.0', releaseNotes: [], createDate: '' };
    expect(isFocusTarget(target, { ...version, status: 'Abandon' })).toBe(true);
    expect(isFocusTarget(target, { ...version, status: 'Inactive' })).toBe(false);
  });

  it('keeps the status shown when the version was not read again (offline, a failed read, the unsaved draft)', () => {
    expect(focusAfterRefusal({ id: 7, status: 'Active' }, [])).toEqual({ id: 7, status: 'Active' });
    expect(focusAfterRefusal({ id: 0, status: 'Draft' }, [{ id: 3, status: 'Draft' }])).toEqual({
      id: 0,
      status: 'Draft',
    });
  });
});
