import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { longPressReady } from './touch';

/**
 * Hovers `target` on a paused fake clock (`page.clock.install()` first) and checks S1 §9's tooltip
 * timing: nothing after 999 ms, the tooltip once the 1000th has passed. Answers the tooltip. The
 * open timer fires at 1000 ms; React renders it and the transition draws it on a following
 * animation frame (16 ms each): a few frames at most, never another second.
 *
 * The timed hover is the control's second. Its first hover is also when Mantine's Tooltip mounts
 * for the control (`TooltipWithLongPress`, after the tooltips' module has come with the first
 * screen): a React render and a timer later the Tooltip hears of the pointer and
 * starts its delay. Under a paused clock, a render that came after the clock was moved on started
 * the delay late, and the tooltip did not show (CI failures on a loaded machine). So the first
 * hover is let run, on the clock moved on in steps, until its tooltip shows; the second starts
 * the Tooltip's own timer at once.
 */
export async function tooltipAfterHoverDelay(page: Page, target: Locator): Promise<Locator> {
  const tooltip = page.getByRole('tooltip');
  await longPressReady(target);
  await target.hover();
  await expect
    .poll(
      async () => {
        await page.clock.runFor(200);
        return tooltip.count();
      },
      { intervals: [50] },
    )
    .toBe(1);
  await page.mouse.move(0, 0);
  await expect(tooltip).toHaveCount(0);

  await page.clock.pauseAt(Date.now() + 60_000); // from here time moves only when told
  await target.hover();
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
