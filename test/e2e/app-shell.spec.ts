import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { holdRequests } from './support/held-requests';
import { homeHeading, titleBar } from './support/landmarks';

/**
 * Holds back the app's code and styles (the build's /assets/*.js and *.css) until the returned
 * function releases them: what the user sees meanwhile is index.html alone, as on a slow network.
 */
const holdAppAssets = (page: Page) => holdRequests(page, /\/assets\/[^/]+\.(js|css)$/);

const splashHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Ops Portal' });
const loadingStatus = (page: Page) => page.getByRole('status').filter({ hasText: 'Loading…' });

test.describe('app-shell splash', () => {
  test('names the app and says it is loading before any code arrives; the sign-in page replaces it', async ({
    page,
  }) => {
    const release = await holdAppAssets(page);
    await page.goto('/sign-in', { waitUntil: 'commit' });
    await expect(splashHeading(page)).toBeVisible();
    await expect(loadingStatus(page)).toBeVisible();
    await expect(page.getByLabel('Username')).toHaveCount(0);

    release();
    await expect(page.getByLabel('Username')).toBeVisible();
    // The sign-in page's own heading, once: nothing of the splash is left.
    await expect(splashHeading(page)).toHaveCount(1);
    await expect(loadingStatus(page)).toHaveCount(0);
    await expect(page.locator('#app-shell-splash')).toHaveCount(0);
  });

  test('a signed-in start shows the splash, then the launcher in its frame without it', async ({
    page,
    signIn,
  }) => {
    await signIn('admin', '/home');
    await expect(homeHeading(page)).toBeVisible();

    const release = await holdAppAssets(page);
    await page.reload({ waitUntil: 'commit' });
    await expect(splashHeading(page)).toBeVisible();
    await expect(loadingStatus(page)).toBeVisible();
    await expect(titleBar(page)).toHaveCount(0);

    release();
    await expect(homeHeading(page)).toBeVisible();
    await expect(titleBar(page)).toBeVisible();
    await expect(splashHeading(page)).toHaveCount(0);
    await expect(loadingStatus(page)).toHaveCount(0);
    await expect(page.locator('#app-shell-splash')).toHaveCount(0);
  });

  test('follows a dark colour scheme, and stands still for reduced motion', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
    const release = await holdAppAssets(page);
    await page.goto('/sign-in', { waitUntil: 'commit' });
    await expect(splashHeading(page)).toBeVisible();
    const splash = page.locator('#app-shell-splash');
    // Mantine's dark body colour, and no spinner turning.
    await expect(splash).toHaveCSS('background-color', 'rgb(36, 36, 36)');
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);

    await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'no-preference' });
    await expect(splash).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await expect.poll(() => page.evaluate(() => document.getAnimations().length)).toBe(1);
    release();
    await expect(page.getByLabel('Username')).toBeVisible();
  });
});

/**
 * Counts the CSS transitions that start inside the open menus and dialogs (and their overlays)
 * from now on: a transition fires `transitionrun` on its element, which bubbles to the document.
 */
async function countPanelTransitions(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const counter = window as unknown as { panelTransitions: number };
    counter.panelTransitions = 0;
    document.addEventListener(
      'transitionrun',
      (event) => {
        const target = event.target instanceof Element ? event.target : null;
        if (target?.closest('[role="menu"], [role="dialog"], .mantine-Overlay-root'))
          counter.panelTransitions += 1;
      },
      true,
    );
  });
  return () => page.evaluate(() => (window as unknown as { panelTransitions: number }).panelTransitions);
}

test('menus and dialogs open at once under reduced motion, and with their transitions otherwise', async ({
  page,
  signIn,
}) => {
  const helpButton = titleBar(page).getByRole('button', { name: 'Help' });
  const helpMenu = page.getByRole('menu');
  const settingsButton = titleBar(page).getByRole('button', { name: 'Settings' });
  const settings = page.getByRole('dialog', { name: 'Settings' });
  const openBoth = async () => {
    await helpButton.click();
    await expect(helpMenu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(helpMenu).toHaveCount(0);
    await settingsButton.click();
    await expect(settings).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(settings).toHaveCount(0);
  };

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signIn('admin');
  await expect(homeHeading(page)).toBeVisible();
  const transitions = await countPanelTransitions(page);
  await openBoth();
  expect(await transitions()).toBe(0);

  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await openBoth();
  expect(await transitions()).toBeGreaterThan(0);
});
