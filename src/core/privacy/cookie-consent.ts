import { z } from '../../contracts/zod';
import { atom } from '../state/jotai';
import { readStored, writeStored } from '../state/parsed-storage';

/** Where the answer is remembered (S1 §2.8, §4: shown until answered, remembered locally). */
export const COOKIE_CONSENT_STORAGE_KEY = 'ops.cookieConsent';

/**
 * The banner's answer: 'Accept' (`analytics: true`) or 'Only necessary' (`analytics: false`;
 * walkthrough 29, D2). The `{ acceptedAt }` stored before that choice existed fails to parse, so
 * the banner asks again: that Accept's text never named the analytics it turned on.
 */
export const cookieConsentSchema = z.object({ answeredAt: z.iso.datetime(), analytics: z.boolean() });
export type CookieConsent = z.infer<typeof cookieConsentSchema>;

export function cookieConsentAnswer(now: Date, analytics: boolean): CookieConsent {
  return { answeredAt: now.toISOString(), analytics };
}

/** What the banner and analytics need from the stored answer (none: not answered yet). */
export function consentState(stored: CookieConsent | undefined): { answered: boolean; analytics: boolean } {
  return { answered: stored !== undefined, analytics: stored?.analytics === true };
}

const answerAtom = atom<CookieConsent | undefined>(undefined);

/**
 * The cookie answer: the banner (S1 §2.8) sets it, behaviour analytics waits for `analytics`
 * (S1 §4). Core holds it because two features read it. Device-wide, like the rest of
 * localStorage: sign-out removes Clarity's own cookies instead (features/analytics).
 */
export const cookieConsentAtom = atom(
  (get) => consentState(get(answerAtom) ?? readStored(COOKIE_CONSENT_STORAGE_KEY, cookieConsentSchema)),
  (_get, set, answer: { now: Date; analytics: boolean }) => {
    const stored = cookieConsentAnswer(answer.now, answer.analytics);
    writeStored(COOKIE_CONSENT_STORAGE_KEY, stored);
    set(answerAtom, stored);
  },
);
