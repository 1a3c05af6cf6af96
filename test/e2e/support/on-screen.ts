import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** The locator's box lies wholly on the page's viewport (waited for: a layout may still settle). */
export async function expectOnScreen(page: Page, locator: Locator) {
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('no viewport');
  await expect
    .poll(async () => {
      const box = await locator.boundingBox();
      return (
        box !== null &&
        box.x >= 0 &&
        box.y >= 0 &&
        box.x + box.width <= viewport.width + 0.5 &&
        box.y + box.height <= viewport.height + 0.5
      );
    })
    .toBe(true);
}
