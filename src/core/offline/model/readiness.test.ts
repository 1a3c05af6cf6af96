import { describe, expect, test } from 'vitest';
import { bytesInWords, readinessSummary, storageInWords } from './readiness';

const NOW = Date.UTC(2026, 10, 24, 12);
const MINUTE = 60_000;

describe('readinessSummary', () => {
  test('a part with every read saved is ready, aged by its oldest read', () => {
    const summary = readinessSummary(
      [{ label: 'Menu', needed: 1, saved: 1, oldestSavedAt: NOW - 5 * MINUTE }],
      NOW,
    );
    expect(summary.rows).toEqual([
      { label: 'Menu', complete: true, age: 'Saved 5 minutes ago', state: 'Ready for offline use' },
    ]);
    expect(summary).toMatchObject({ ready: true, missing: 0 });
    expect(summary.headline).toBe('Everything is saved on this device for offline use.');
  });

  test('missing reads make a part incomplete, with how many are saved', () => {
    const summary = readinessSummary(
      [
        { label: 'Menu', needed: 1, saved: 1, oldestSavedAt: NOW - 30_000 },
        { label: 'Page help and tutorials', needed: 12, saved: 3, oldestSavedAt: NOW - 2 * 3_600_000 },
        { label: 'Announcements', needed: 1, saved: 0, oldestSavedAt: undefined },
      ],
      NOW,
    );
    expect(summary.rows.map((row) => [row.label, row.complete, row.age, row.state])).toEqual([
      ['Menu', true, 'Saved just now', 'Ready for offline use'],
      ['Page help and tutorials', false, 'Saved 2 hours ago', '3 of 12 saved'],
      ['Announcements', false, 'Not saved yet', 'Not available offline'],
    ]);
    expect(summary).toMatchObject({ ready: false, missing: 10 });
    expect(summary.headline).toBe('2 items not complete for offline use.');
  });

  test('a part that needs nothing is ready', () => {
    expect(readinessSummary([{ label: 'X', needed: 0, saved: 0, oldestSavedAt: undefined }], NOW).ready).toBe(
      true,
    );
  });

  test('a clock that went back reads as just now', () => {
    expect(
      readinessSummary([{ label: 'Menu', needed: 1, saved: 1, oldestSavedAt: NOW + MINUTE }], NOW).rows[0]
        ?.age,
    ).toBe('Saved just now');
  });
});

describe('bytesInWords and storageInWords', () => {
  test.each([
    [0, '0 bytes'],
    [999, '999 bytes'],
    [850_000, '850 KB'],
    [12_345_678, '12.3 MB'],
    [1_500_000_000, '1.5 GB'],
  ])('%s → %s', (bytes, words) => {
    expect(bytesInWords(bytes)).toBe(words);
  });

  test('used and available space, and whether the browser keeps it', () => {
    expect(storageInWords({ usage: 2_000_000, quota: 1_002_000_000, persisted: true })).toEqual({
      space: '2 MB used, 1 GB still available',
      kept: 'Kept on this device even when space runs low.',
    });
    expect(storageInWords({ usage: undefined, quota: undefined, persisted: false })).toEqual({
      space: undefined,
      kept: 'The browser may clear it when the device runs low on space.',
    });
  });
});
