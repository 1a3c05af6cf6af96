import { z } from '../../contracts/zod';
import { atom } from '../state/jotai';
import { readStored, writeStored } from '../state/parsed-storage';

/** Where the acceptance is remembered (S1 §2.8, §4: shown until accepted, remembered locally). */
export const COOKIE_CONSENT_STORAGE_KEY = 'ops.cookieConsent';

export const cookieConsentSchema = z.object({ acceptedAt: z.iso.datetime() });
export type CookieConsent = z.infer<typeof cookieConsentSchema>;

export function cookieConsentAcceptedAt(now: Date): CookieConsent {
  return { acceptedAt: now.toISOString() };
}

const readConsent = () => readStored(COOKIE_CONSENT_STORAGE_KEY, cookieConsentSchema) !== undefined;

const acceptedAtom = atom<boolean | undefined>(undefined);

/**
 * Whether the user accepted cookies: the banner (S1 §2.8) sets it, behaviour analytics waits for
 * it (S1 §4). Core holds it because two features read it.
 */
export const cookieConsentAtom = atom(
  (get) => get(acceptedAtom) ?? readConsent(),
  (_get, set, now: Date) => {
    writeStored(COOKIE_CONSENT_STORAGE_KEY, cookieConsentAcceptedAt(now));
    set(acceptedAtom, true);
  },
);
