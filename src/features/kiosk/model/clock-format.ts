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

/**
 * When the technician panel's last refresh was, in the display clock's timezone and naming it
 * (the device's own zone may be another): '24 Nov 2026, 16:05:09 (Europe/Zurich)'. An unknown
 * timezone falls back to the device's, named by its short name.
 */
export function refreshTimeText(at: number, timezone: string): string {
  const options: Intl.DateTimeFormatOptions = {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  };
  try {
    return `${new Intl.DateTimeFormat('en-GB', { ...options, timeZone: timezone }).format(at)} (${timezone})`;
  } catch {
    return new Intl.DateTimeFormat('en-GB', { ...options, timeZoneName: 'short' }).format(at);
  }
}
