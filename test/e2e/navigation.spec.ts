import { expect, test } from './support/fixtures';

test.describe('navigation', () => {
  test('choosing the page already shown reloads it', async ({ page, signIn, controls }) => {
    await signIn('admin', '/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await controls.resetStats();
    const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
    await sidebar.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await expect.poll(async () => (await controls.stats()).requests['GET Areas/dashboard'] ?? 0).toBe(1);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  test('the empty path goes to /home keeping the context account', async ({ page, signIn }) => {
    await signIn('admin');
    await page.goto('/?acctId=1003');
    await expect(page).toHaveURL(/\/home\?acctId=1003$/);
  });
});
