import { describe, expect, test } from 'vitest';
import { formatClockDate, formatClockTime, msUntilNextMinute } from './clock';

describe('formatClockTime', () => {
  test.each([
    ['2026-11-22T09:05:00Z', 'UTC', '09:05 AM'],
    ['2026-11-22T00:00:00Z', 'UTC', '12:00 AM'],
    ['2026-11-22T12:00:00Z', 'UTC', '12:00 PM'],
    ['2026-11-22T23:59:00Z', 'UTC', '11:59 PM'],
    ['2026-11-22T13:07:00Z', 'UTC', '01:07 PM'],
    ['2026-11-22T14:05:00Z', 'America/Chicago', '08:05 AM'],
    ['2026-07-01T14:05:00Z', 'America/Chicago', '09:05 AM'],
  ])('shows %s in %s as %j', (iso, timeZone, expected) => {
    expect(formatClockTime(new Date(iso), { timeZone })).toBe(expected);
  });
});

describe('formatClockDate', () => {
  test.each([
    ['2026-11-22T12:00:00Z', 'UTC', true, '2026 Nov 22'],
    ['2026-11-22T12:00:00Z', 'UTC', false, 'Nov 22'],
    ['2026-09-02T12:00:00Z', 'UTC', true, '2026 Sep 2'],
    ['2026-01-01T03:00:00Z', 'America/Chicago', true, '2025 Dec 31'],
    ['2026-05-31T23:30:00Z', 'Asia/Tokyo', false, 'Jun 1'],
  ])('shows %s in %s (expanded: %s) as %j', (iso, timeZone, expanded, expected) => {
    expect(formatClockDate(new Date(iso), { expanded, timeZone })).toBe(expected);
  });
});

describe("the device's own time zone (no zone given)", () => {
  // Whatever zone the test runs in: the fields must be the ones the runtime's Intl gives for it.
  const local = (date: Date, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-US', options).format(date);
  test.each(['2026-11-22T09:05:00Z', '2026-01-01T00:30:00Z', '2026-07-01T23:59:00Z', '2026-03-08T08:30:00Z'])(
    "shows %s as Intl does in the runtime's zone",
    (iso) => {
      const date = new Date(iso);
      expect(formatClockTime(date)).toBe(
        local(date, { hour: '2-digit', minute: '2-digit', hour12: true }).replace(/\u202f/, ' '),
      );
      const month = local(date, { month: 'short' });
      expect(formatClockDate(date, { expanded: true })).toBe(
        `${local(date, { year: 'numeric' })} ${month} ${local(date, { day: 'numeric' })}`,
      );
      expect(formatClockDate(date, { expanded: false })).toBe(`${month} ${local(date, { day: 'numeric' })}`);
    },
  );
});

describe('msUntilNextMinute', () => {
  test.each([
    ['2026-11-22T09:05:00.000Z', 60_000],
    ['2026-11-22T09:05:00.001Z', 59_999],
    ['2026-11-22T09:05:59.999Z', 1],
    ['2026-11-22T09:05:30.000Z', 30_000],
  ])('waits from %s for %i ms', (iso, expected) => {
    expect(msUntilNextMinute(Date.parse(iso))).toBe(expected);
  });
});
