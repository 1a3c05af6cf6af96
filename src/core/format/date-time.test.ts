import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_LOCALE, dateTimeText } from './date-time';

afterEach(() => vi.unstubAllEnvs());

describe('dateTimeText', () => {
  const at = Date.UTC(2026, 10, 29, 9, 14);

  it('writes dates in English whatever the device language', () => {
    vi.stubEnv('TZ', 'UTC');
    expect(APP_LOCALE).toBe('en-US');
    expect(dateTimeText(at)).toBe('Nov 29, 2026, 9:14 AM');
  });

  it('names the time zone when asked, for a time read by someone elsewhere', () => {
    vi.stubEnv('TZ', 'UTC');
    expect(dateTimeText(at, { zone: true })).toBe('Nov 29, 2026, 9:14 AM UTC');
  });
});
