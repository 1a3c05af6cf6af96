import { describe, expect, it } from 'vitest';
import { clockText } from './clock-format';

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
