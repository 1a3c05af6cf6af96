import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { homeHeading } from './support/landmarks';

/** The server's settings name the space season: users on a plain theme see the star field. */
test.use({ serverEnv: { SEASON: 'space' } });
// Decorations move, so they are drawn only for users who have not asked for less motion.
test.use({ reducedMotion: 'no-preference' });

const decorations = (page: Page) => page.locator('canvas[data-decorations]');

/** The canvas's pixels now, and after three more animation frames: equal when nothing is drawn. */
const changesOverFrames = (page: Page) =>
  page.evaluate(async () => {
    const canvas = document.querySelector<HTMLCanvasElement>('canvas[data-decorations]');
    if (!canvas) throw new Error('no decorations canvas');
    const before = canvas.toDataURL();
    // The browser still paints this page (only the app was told it is hidden), so these frames
    // come; the app's own drawing loop is what must have stopped.
    for (let i = 0; i < 3; i += 1) await new Promise((done) => requestAnimationFrame(done));
    return canvas.toDataURL() !== before;
  });

/**
 * Headless chromium keeps every page visible, so the test tells the page what the browser tells
 * it when its tab goes to the background or comes back: the visibility state and its event.
 */
const setTabHidden = (page: Page, hidden: boolean) =>
  page.evaluate((isHidden) => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => isHidden });
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (isHidden ? 'hidden' : 'visible'),
    });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);

test('the space season draws moving stars, and stops drawing while the tab is hidden', async ({
  page,
  signIn,
}) => {
  await signIn('admin');
  await expect(homeHeading(page)).toBeVisible();
  const canvas = decorations(page);
  await expect(canvas).toHaveAttribute('data-decorations', 'stars');
  await expect(canvas).toHaveCSS('pointer-events', 'none');
  await expect.poll(() => changesOverFrames(page)).toBe(true);

  await setTabHidden(page, true);
  expect(await changesOverFrames(page)).toBe(false);

  await setTabHidden(page, false);
  await expect.poll(() => changesOverFrames(page)).toBe(true);
});
