/**
 * The sidebar clock (S1 §2.6): time `hh:mm a` (`'09:05 AM'`), date `YYYY MMM d` expanded
 * (`'2026 Nov 22'`) and `MMM d` collapsed (`'Nov 22'`). English whatever the user's locale; the
 * same Date and time zone always give the same text. The fields come as numbers (the Date's own
 * local fields for the device's zone, Intl for a named one); month names and AM/PM are mapped
 * here, so ICU data does not change them.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

export interface ClockOptions {
  /** IANA zone, e.g. `'America/Chicago'`; the runtime's zone when omitted. */
  timeZone?: string;
}

interface ClockFields {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

function clockFields(date: Date, timeZone: string | undefined): ClockFields {
  // The device's zone is the Date's own: no Intl formatter, whose first construction (loading the
  // locale's ICU data) cost more script than anything else in the sidebar's first render.
  if (timeZone === undefined)
    return {
      year: date.getFullYear(),
      month: date.getMonth() + 1,
      day: date.getDate(),
      hour: date.getHours(),
      minute: date.getMinutes(),
    };
  const parts = formatterFor(timeZone).formatToParts(date);
  const field = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: field('year'),
    month: field('month'),
    day: field('day'),
    hour: field('hour') % 24,
    minute: field('minute'),
  };
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** `hh:mm a`: 12-hour clock, both padded to two digits, `AM`/`PM` (`'12:00 AM'` at midnight). */
export function formatClockTime(date: Date, { timeZone }: ClockOptions = {}): string {
  const { hour, minute } = clockFields(date, timeZone);
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${twoDigits(hour12)}:${twoDigits(minute)} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** `YYYY MMM d` when the sidebar is expanded, `MMM d` when collapsed; the day is not padded. */
export function formatClockDate(
  date: Date,
  { expanded, timeZone }: ClockOptions & { expanded: boolean },
): string {
  const { year, month, day } = clockFields(date, timeZone);
  const monthDay = `${MONTHS[month - 1] ?? ''} ${day}`;
  return expanded ? `${year} ${monthDay}` : monthDay;
}

/**
 * Milliseconds from `nowMs` to the next whole minute, when the shown `hh:mm` changes: the clock
 * ticks then rather than on a fixed interval, so it never lags the real minute.
 */
export function msUntilNextMinute(nowMs: number): number {
  const intoMinute = ((nowMs % 60_000) + 60_000) % 60_000;
  return 60_000 - intoMinute;
}
