import { expect, type Page } from '@playwright/test';

/**
 * The page is shown again, as when the user comes back to its tab or unlocks the phone: the
 * document's `visibilitychange` with the page visible (a headless page is always visible, so the
 * event alone is what a return looks like to the app).
 */
export async function showPageAgain(page: Page): Promise<void> {
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
}

/**
 * The page is restored from the browser's back/forward cache (the user went to another site and
 * pressed Back): `pageshow` with `persisted`. Dispatched, because the test browser does not keep
 * pages in that cache (Playwright's Chromium runs with it off: a Back loads the page anew).
 */
export async function restoreFromBackForwardCache(page: Page): Promise<void> {
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
}

/**
 * Shows the page again until the app has signed it out (a sign-out decided on another device, seen
 * at the next renewal). The listener is in a part loaded on idle: the return is shown again until
 * that part is in (renewals at most once in 30 s, so the repeats ask nothing more).
 */
export async function showPageAgainUntilSignedOut(page: Page): Promise<void> {
  await expect(async () => {
    await showPageAgain(page);
    await expect(page).toHaveURL(/\/sign-in/, { timeout: 1_000 });
  }).toPass({ timeout: 45_000 });
}
