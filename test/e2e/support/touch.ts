import { expect, type Locator, type Page } from '@playwright/test';

/**
 * A finger on a touch screen (a context with `hasTouch`), through CDP's touch input: the browser
 * makes of it what it makes of a real screen's touches (pointer and touch events, the
 * compatibility mouse events, a tap's click), as `locator.tap()` does, but the finger stays down
 * until `lift()`, so a test can hold it (a long press) and look at the screen meanwhile. Held for
 * as long as the test's next condition takes to come true: no waiting on time.
 */
export async function fingerOn(page: Page, target: Locator) {
  const box = await target.boundingBox();
  if (!box) throw new Error('the element to touch is not on screen');
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const touch = await page.context().newCDPSession(page);
  await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  return {
    /** The finger slides by (dx, dy) in a few steps, as a scroll starts. */
    async slideBy(dx: number, dy: number, steps = 4) {
      for (let step = 1; step <= steps; step += 1) {
        const touchPoint = { x: point.x + (dx * step) / steps, y: point.y + (dy * step) / steps };
        await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [touchPoint] });
      }
    },
    async lift() {
      await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await touch.detach();
    },
  };
}

/**
 * Waits until a control's tooltip can answer a long press: the tooltips' module (with the long
 * press) loads apart from the first screen and comes in on its own (`core/ui/LazyTooltip.tsx`);
 * in, it turns the callout and text selection off on the control.
 */
export const longPressReady = (control: Locator) =>
  expect(control, 'the long press is in: the control takes no text selection').toHaveCSS(
    'user-select',
    'none',
  );
