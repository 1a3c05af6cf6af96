/**
 * The sidebar clock (S1 §2.6): time `hh:mm a` (`'09:05 AM'`), date `YYYY MMM d` expanded
 * (`'2026 Nov 22'`) and `MMM d` collapsed (`'Nov 22'`), in the device's time zone. English
 * whatever the user's locale; the same Date always gives the same text. The fields are the Date's
 * own: no Intl formatter, whose first construction (loading the locale's ICU data) cost more script
 * than anything else in the sidebar's first render. Month names and AM/PM are mapped here.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** `hh:mm a`: 12-hour clock, both padded to two digits, `AM`/`PM` (`'12:00 AM'` at midnight). */
export function formatClockTime(date: Date): string {
  const hour = date.getHours();
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${twoDigits(hour12)}:${twoDigits(date.getMinutes())} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** `YYYY MMM d` when the sidebar is expanded, `MMM d` when collapsed; the day is not padded. */
export function formatClockDate(date: Date, { expanded }: { expanded: boolean }): string {
  const monthDay = `${MONTHS[date.getMonth()] ?? ''} ${date.getDate()}`;
  return expanded ? `${date.getFullYear()} ${monthDay}` : monthDay;
}

/**
 * Milliseconds from `nowMs` to the next whole minute, when the shown `hh:mm` changes: the clock
 * ticks then rather than on a fixed interval, so it never lags the real minute.
 */
export function msUntilNextMinute(nowMs: number): number {
  const intoMinute = ((nowMs % 60_000) + 60_000) % 60_000;
  return 60_000 - intoMinute;
}
