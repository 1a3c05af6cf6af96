/**
 * The locale the app's dates and times are written in. The app's text is English (`<html
 * lang="en">`, no translations), so its dates are English too, whatever the device's language: the
 * device's locale put German or Arabic month names and digits inside English sentences, and
 * different places wrote one date four ways (walkthrough 8, defect 6; decision in
 * docs/architecture.md). The wall display's clock keeps its own style (kiosk/model/clock-format.ts).
 */
export const APP_LOCALE = 'en-US';

/** A date and time as the app writes them ('Nov 29, 2026, 9:14 AM'); `zone` names the time zone too. */
export function dateTimeText(epochMs: number, { zone = false }: { zone?: boolean } = {}): string {
  // Spelled out: `dateStyle` cannot be combined with `timeZoneName`.
  return new Date(epochMs).toLocaleString(APP_LOCALE, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    ...(zone ? { timeZoneName: 'short' as const } : {}),
  });
}
