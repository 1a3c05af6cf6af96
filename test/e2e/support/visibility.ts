import type { Page } from '@playwright/test';

/**
 * The page is shown again, as when the user comes back to its tab or unlocks the phone: the
 * document's `visibilitychange` with the page visible (a headless page is always visible, so the
 * event alone is what a return looks like to the app).
 */
export async function showPageAgain(page: Page): Promise<void> {
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
}
