import { z } from 'zod';

/** Where the acceptance is remembered (S1 §2.8, §4: shown until accepted, remembered locally). */
export const COOKIE_CONSENT_STORAGE_KEY = 'ops.cookieConsent';

export const cookieConsentSchema = z.object({ acceptedAt: z.iso.datetime() });
export type CookieConsent = z.infer<typeof cookieConsentSchema>;

export const COOKIE_CONSENT_TEXT =
  'This portal uses cookies and your browser’s storage to keep you signed in, remember your settings and work offline.';

export function cookieConsentAcceptedAt(now: Date): CookieConsent {
  return { acceptedAt: now.toISOString() };
}
