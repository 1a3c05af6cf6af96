import type { Page } from '@playwright/test';
import { Headers } from '../../../src/contracts/headers';
import { type Session, sessionSchema } from '../../../src/contracts/session';

/** Where the app keeps the signed-in session (src/core/auth/session-state.ts). */
export const SESSION_STORAGE_KEY = 'ops.session';

/** The session the app has stored on `page`, checked against the contract. */
export async function storedSession(page: Page): Promise<Session> {
  const stored = await page.evaluate((key) => localStorage.getItem(key), SESSION_STORAGE_KEY);
  return sessionSchema.parse(JSON.parse(stored ?? 'null'));
}

/** The signed-in user's app token on `page`. */
export const storedAuthToken = async (page: Page): Promise<string> =>
  (await storedSession(page)).user.authToken;

/** The signed-in user's token on `page`, as headers for calling the API as that user. */
export async function authHeaders(page: Page): Promise<Record<string, string>> {
  return { [Headers.authToken]: await storedAuthToken(page) };
}
