import { describe, expect, it } from 'vitest';
import { nameCut } from './name-in-full';

describe('nameCut', () => {
  it('is false for a name drawn whole', () => {
    expect(nameCut('Shift Management', [{ text: 'Shift Management', cut: false }])).toBe(false);
  });

  it('is true for a name its box cuts (an ellipsis after two lines)', () => {
    expect(nameCut('Quarterly Business Review', [{ text: 'Quarterly Business Review', cut: true }])).toBe(
      true,
    );
  });

  it('is true for a control whose name is drawn nowhere: an icon alone, or initials and a badge', () => {
    expect(nameCut('Hide app names', [])).toBe(true);
    expect(
      nameCut('Location Profile', [
        { text: 'LP', cut: false },
        { text: '3', cut: false },
      ]),
    ).toBe(true);
  });

  it('reads a control named by its content by its texts alone', () => {
    expect(
      nameCut(null, [
        { text: 'Dashboard', cut: false },
        { text: 'Daily tools', cut: false },
      ]),
    ).toBe(false);
    expect(
      nameCut(null, [
        { text: 'Dashboard', cut: false },
        { text: 'Daily tools', cut: true },
      ]),
    ).toBe(true);
  });

  it('is false for a whole name beside a badge', () => {
    expect(
      nameCut('Task List', [
        { text: 'Task List', cut: false },
        { text: '99+', cut: false },
      ]),
    ).toBe(false);
  });
});
