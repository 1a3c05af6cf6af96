import type { Page } from '@playwright/test';
import { expect, submitSignIn, test } from './support/fixtures';

/** Submits the form and returns the status of the sign-in call it made. */
async function signInAnswer(page: Page, user: string, password?: string): Promise<number> {
  const answer = page.waitForResponse((response) => response.url().endsWith('/Auth/Login'));
  await submitSignIn(page, user, password);
  return (await answer).status();
}

/**
 * Failed sign-ins are limited per username (5 in 15 minutes by default, docs/security.md): the
 * sign-in page then says so, and when to try again, even for the right password.
 */
test('after five wrong passwords the sign-in page says to wait, even for the right one', async ({ page }) => {
  await page.goto('/sign-in');
  const alert = page.getByRole('alert');
  for (let attempt = 1; attempt <= 5; attempt++) {
    expect(await signInAnswer(page, 'viewer', `wrong-${attempt}`)).toBe(401);
    await expect(alert).toContainText('Incorrect username or password.');
  }

  expect(await signInAnswer(page, 'viewer')).toBe(429);
  await expect(alert).toContainText('Too many failed sign-ins for this username. Try again in 15 minutes.');
  await expect(page).toHaveURL(/\/sign-in/);

  // Another user is not held up.
  await submitSignIn(page, 'supervisor');
  await expect(page).not.toHaveURL(/\/sign-in/);
});
