import type { Locator, Page } from '@playwright/test';
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
