import { expect, type Locator, type Page } from '@playwright/test';
import { titleBar } from './landmarks';

/** Opens the Settings panel's Preferences (S2 §2) and answers its region. */
export async function openPreferences(page: Page): Promise<Locator> {
  await titleBar(page).getByRole('button', { name: 'Settings' }).click();
  await page
    .getByRole('dialog', { name: 'Settings' })
    .getByRole('button', { name: 'Preferences', exact: true })
    .click();
  return page.getByRole('region', { name: 'Preferences' });
}

/**
 * Turns Merge Roles on in Preferences and takes 'Save and Sign Out' (S2 §5): the change takes effect
 * at the next sign-in, and the user's other devices are signed out with the reason.
 */
export async function mergeRolesAndSignOut(page: Page): Promise<void> {
  const preferences = await openPreferences(page);
  await preferences.getByRole('switch', { name: 'Merge Roles' }).click({ force: true });
  await page
    .getByRole('dialog', { name: 'Merge Roles' })
    .getByRole('button', { name: 'Save and Sign Out' })
    .click();
  await expect(page).toHaveURL(/\/sign-in/);
}
