import { describe, expect, it } from 'vitest';
import { copyrightLine, nothingShownText, permissionLevelLabel } from './settings-rules';

describe('copyrightLine', () => {
  it('names the year and the app', () => {
    expect(copyrightLine(2026, 'Ops Portal')).toBe('© 2026 Ops Portal');
  });
});

describe('permissionLevelLabel', () => {
  it.each([
    ['0', 'Admin'],
    ['1', 'User'],
    ['2', 'Limited'],
    ['7', '7'],
    ['*', '*'],
  ])('labels level %s as %s', (level, label) => {
    expect(permissionLevelLabel(level)).toBe(label);
  });
});

describe('nothingShownText', () => {
  it('says an empty view is empty', () => {
    expect(nothingShownText('permission details', false)).toBe('No permission details to show.');
  });

  it('says a view never loaded out of reach of the server will load once connected, not that it is empty', () => {
    expect(nothingShownText('notification settings', true)).toBe(
      'Your notification settings cannot be loaded while offline. They will load once the connection is back.',
    );
  });
});
