import { storedSession } from './support/api-auth';
import { expect } from './support/fixtures';
import { backFromProvider, msalTest as test } from './support/msal';
import { OIDC_ISSUER } from './support/oidc-provider';

test('signs in through the identity provider and lands where the user was going', async ({
  page,
  controls,
}) => {
  await page.goto('/labor-planning');
  await expect(page).toHaveURL(/\/sign-in/);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(new RegExp(`^${OIDC_ISSUER}/`));
  await page.locator('input[name="login"]').fill('supervisor');
  await page.locator('input[name="password"]').fill('any');
  await page.getByRole('button', { name: 'Sign-in' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Labor Planning' })).toBeVisible(backFromProvider);
  const session = await storedSession(page);
  expect(session.user.name).toBeTruthy();
  expect((await controls.stats()).requests['POST Auth/Exchange']).toBe(1);
});

test('a user the company directory does not know is told so', async ({ page }) => {
  await page.goto('/home');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.locator('input[name="login"]').fill('stranger');
  await page.locator('input[name="password"]').fill('any');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to sign-in' })).toBeVisible();
});
