import type { Page } from '@playwright/test';
import { authHeaders } from './support/api-auth';
import { expect, test } from './support/fixtures';
import { homeHeading, titleBar } from './support/landmarks';

const decorations = (page: Page) => page.locator('canvas[data-decorations]');

/** Sets the signed-in user's theme at the server (the hidden themes are not offered in the panel). */
async function setThemeAtServer(page: Page, value: string): Promise<void> {
  const answer = await page.request.patch('/api/Common/UserPreferences', {
    headers: await authHeaders(page),
    data: { title: 'Theme', type: 'Dropdown', value },
  });
  expect(answer.status()).toBe(204);
}

test.describe('seasonal themes (S1 §1, §9; S2 §3)', () => {
  // Decorations move, so they are drawn only for users who have not asked for less motion.
  test.use({ reducedMotion: 'no-preference' });

  test('the Holiday theme brings snow and lights that never take clicks; none on /display', async ({
    page,
    signIn,
  }) => {
    // Signed in on a bare page, which reads no preferences: the Holiday theme is news to the app.
    await signIn('admin', '/display/1');
    await setThemeAtServer(page, 'holiday');
    await page.goto('/home');

    const canvas = decorations(page);
    await expect(canvas).toBeVisible();
    await expect(canvas).toHaveAttribute('data-decorations', 'snow lights');
    await expect(canvas).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas).toHaveCSS('pointer-events', 'none');
    // The page under it still takes clicks.
    await titleBar(page).getByRole('button', { name: 'Settings' }).click();
    await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();

    await page.goto('/display/1');
    await expect(page).toHaveTitle(/Display/);
    await expect(decorations(page)).toHaveCount(0);
  });

  test('no decorations under prefers-reduced-motion', async ({ page, signIn }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signIn('admin', '/display/1');
    await setThemeAtServer(page, 'holiday');
    await page.goto('/home');
    await expect(homeHeading(page)).toBeVisible();
    // The Holiday theme is in force (its look is light), yet nothing moves.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('ops.appearance') ?? ''))
      .toContain('holiday');
    await expect(decorations(page)).toHaveCount(0);

    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await expect(decorations(page)).toBeVisible();
  });
});
