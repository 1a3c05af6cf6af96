import { describe, expect, it } from 'vitest';
import { clockText, refreshTimeText } from './clock-format';

describe('clockText', () => {
  const instant = Date.UTC(2026, 10, 24, 15, 5);

  it("shows the time and date in the account's timezone", () => {
    expect(clockText(instant, 'Europe/Zurich')).toEqual({ time: '16:05', date: 'Tuesday, 24 November 2026' });
    expect(clockText(instant, 'Pacific/Honolulu').time).toBe('05:05');
  });

  it('falls back to the device timezone for an unknown zone', () => {
    expect(clockText(instant, 'Mars/Olympus').time).toMatch(/^\d\d:\d\d$/);
  });
});

describe('refreshTimeText', () => {
  const instant = Date.UTC(2026, 10, 29, 13, 15, 15);

  it("tells the time in the clock's timezone and names it", () => {
    expect(refreshTimeText(instant, 'America/Chicago')).toBe('29 Nov 2026, 07:15:15 (America/Chicago)');
    expect(refreshTimeText(instant, 'Europe/Zurich')).toBe('29 Nov 2026, 14:15:15 (Europe/Zurich)');
  });

  it("falls back to the device's timezone, named, for an unknown zone", () => {
    expect(refreshTimeText(instant, 'Mars/Olympus')).toMatch(/^29 Nov 2026, \d\d:15:15 \S+$/);
  });
});
