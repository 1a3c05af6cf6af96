/**
 * The clock panel's text in the account's timezone: '14:05' and 'Tuesday, 24 November 2026'.
 * An unknown timezone (a bad account setting) falls back to the device's own, never a crash.
 */
export function clockText(now: number, timezone: string): { time: string; date: string } {
  const format = (options: Intl.DateTimeFormatOptions) => {
    try {
      return new Intl.DateTimeFormat('en-GB', { ...options, timeZone: timezone }).format(now);
    } catch {
      return new Intl.DateTimeFormat('en-GB', options).format(now);
    }
  };
  return {
    time: format({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
    date: format({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
  };
}
