import { expect, signInOnPage, test } from './support/fixtures';

/** /url without a link (S1 §2.1: signed in, embedded external-link app). */
test.describe('/url without a link', () => {
  test('tells a signed-in user where links are chosen, with a way home', async ({ page, signIn }) => {
    await signIn('admin', '/url');
    await expect(page).toHaveURL(/\/url(\?|$)/);
    await expect(page.getByRole('heading', { level: 1, name: 'External Link' })).toBeVisible();
    await expect(page.getByRole('status')).toContainText('Choose a link from the launcher or the sidebar.');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toHaveCount(0);
    // It opens inside the portal's frame, like every signed-in page.
    await expect(page.getByRole('navigation', { name: 'Title bar' })).toBeVisible();

    await page.getByRole('link', { name: 'Return Home' }).click();
    await expect(page).toHaveURL(/\/home(\?|$)/);
  });

  test('asks a visitor to sign in first, then shows it', async ({ page }) => {
    await page.goto('/url');
    await expect(page).toHaveURL(/\/sign-in/);
    await signInOnPage(page, 'admin');
    await expect(page).toHaveURL(/\/url(\?|$)/);
    await expect(page.getByRole('status')).toContainText('Choose a link from the launcher or the sidebar.');
  });

  test('sends a user without any app to the guard’s error page', async ({ page, signIn }) => {
    await signIn('noapps', '/url');
    await expect(page).toHaveURL(/\/error\/401$/);
    await expect(page.getByText("You don't have permissions to any apps.")).toBeVisible();
  });
});
