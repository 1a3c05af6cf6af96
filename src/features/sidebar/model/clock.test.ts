import { describe, expect, test } from 'vitest';
import { formatClockDate, formatClockTime, msUntilNextMinute } from './clock';

// Local dates (the device's zone, whichever the test runs in): the clock reads the Date's own fields.
describe('formatClockTime', () => {
  test.each([
    [[9, 5], '09:05 AM'],
    [[0, 0], '12:00 AM'],
    [[12, 0], '12:00 PM'],
    [[23, 59], '11:59 PM'],
    [[13, 7], '01:07 PM'],
  ] as const)('shows %j as %j', ([hour, minute], expected) => {
    expect(formatClockTime(new Date(2026, 10, 22, hour, minute))).toBe(expected);
  });
});

describe('formatClockDate', () => {
  test.each([
    [[2026, 10, 22], true, '2026 Nov 22'],
    [[2026, 10, 22], false, 'Nov 22'],
    [[2026, 8, 2], true, '2026 Sep 2'],
    [[2025, 11, 31], true, '2025 Dec 31'],
    [[2026, 5, 1], false, 'Jun 1'],
  ] as const)('shows %j (expanded: %s) as %j', ([year, month, day], expanded, expected) => {
    expect(formatClockDate(new Date(year, month, day, 12), { expanded })).toBe(expected);
  });
});

describe("the device's own time zone", () => {
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
