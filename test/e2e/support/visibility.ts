import type { Page } from '@playwright/test';

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
