import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { group, homeHeading, titleBar } from './support/landmarks';

/**
 * A keyboard-only walk (no mouse, no clicks): launcher → search → home → a folder → an app from
 * it → settings → home → the launcher's Back button. Every step is reached with Tab and used with Enter,
 * arrows or Escape, as a keyboard or switch user would.
 */
const ADMIN_HOME = '/home?acctId=1003';

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/**
 * Presses Tab until `target` has the focus (the page's tab order decides how many). The element is
 * found once: finding it by role and name again after every press cost most of this test's time.
 */
async function tabTo(page: Page, target: Locator, limit = 120): Promise<void> {
  await expect(target).toBeVisible();
  const element = await target.elementHandle();
  if (!element) throw new Error(`${target} is not on the page`);
  for (let presses = 0; presses < limit; presses++) {
    if (await element.evaluate((node) => node === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

test('launcher → search → folder → settings → back, by keyboard alone', async ({ page, signIn }) => {
  await signIn('admin', ADMIN_HOME);
  await expect(homeHeading(page)).toBeVisible();

  // Search: Tab to the box, type, arrow to the first result, Enter opens it.
  const searchBox = page.getByRole('combobox', { name: 'Search apps and pages' });
  await tabTo(page, searchBox);
  await page.keyboard.type('labor');
  await expect(page.getByRole('listbox', { name: 'Search results' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Labor Planning' })).toBeVisible();

  // Home again through the title bar.
  await tabTo(page, titleBar(page).getByRole('button', { name: 'Home' }));
  await page.keyboard.press('Enter');
  await expect(homeHeading(page)).toBeVisible();

  // A folder: Enter opens its popup with the focus inside; Escape closes it and gives the focus
  // back to the folder; then into it again, to the second page and an app there.
  const folder = group(page, 'Apps').getByRole('button', { name: /^Operations Toolkit/ });
  await tabTo(page, folder);
  await page.keyboard.press('Enter');
  const popup = page.getByRole('dialog', { name: 'Operations Toolkit' });
  await expect(popup).toBeVisible();
  await expect.poll(() => popup.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await expect.poll(() => isFocused(folder)).toBe(true);

  await page.keyboard.press('Enter');
  await expect(popup).toBeVisible();
  await tabTo(page, popup.getByRole('button', { name: 'Page 2' }));
  await page.keyboard.press('Enter');
  await tabTo(page, popup.getByRole('button', { name: 'Ops Dashboard' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\?acctId=1003&view=ops$/);

  // Settings: open, into a sub-tab and back out, Escape closes with the focus on its button.
  const settingsButton = titleBar(page).getByRole('button', { name: 'Settings' });
  await tabTo(page, settingsButton);
  await page.keyboard.press('Enter');
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await expect(settings).toBeVisible();
  await tabTo(page, settings.getByRole('button', { name: 'Permissions' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('table', { name: 'User details' })).toBeVisible();
  await tabTo(page, settings.getByRole('button', { name: 'Back' }));
  await page.keyboard.press('Enter');
  await expect(settings.getByRole('button', { name: 'Permissions' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(settings).toBeHidden();
  await expect.poll(() => isFocused(settingsButton)).toBe(true);

  // Home, then the launcher's Back button: back to the app the user came from.
  await tabTo(page, titleBar(page).getByRole('button', { name: 'Home' }));
  await page.keyboard.press('Enter');
  await expect(homeHeading(page)).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Back', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\?acctId=1003&view=ops$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});
