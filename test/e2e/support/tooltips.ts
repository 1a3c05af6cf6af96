import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

/**
 * Hovers `target` on a paused fake clock (`page.clock.install()` first) and checks S1 §9's tooltip
 * timing: nothing after 999 ms, the tooltip once the 1000th has passed. Answers the tooltip. The
 * open timer fires at 1000 ms; React renders it and the transition draws it on a following
 * animation frame (16 ms each): a few frames at most, never another second.
 */
export async function tooltipAfterHoverDelay(page: Page, target: Locator): Promise<Locator> {
  await page.clock.pauseAt(Date.now() + 60_000); // from here time moves only when told
  await target.hover();
  const tooltip = page.getByRole('tooltip');
  await page.clock.runFor(999);
  await expect(tooltip).toHaveCount(0);
  await page.clock.runFor(1);
  let frames = 0;
  while ((await tooltip.count()) === 0 && frames < 6) {
    await page.clock.runFor(16);
    frames += 1;
  }
  return tooltip;
}
