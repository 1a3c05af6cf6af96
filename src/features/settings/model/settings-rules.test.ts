import { describe, expect, it } from 'vitest';
import { copyrightLine, permissionLevelLabel } from './settings-rules';

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
