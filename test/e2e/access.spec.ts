import { authHeaders } from './support/api-auth';
import { expect, test } from './support/fixtures';

const heading = (name: string) => ({ level: 1, name }) as const;

test.describe('route guards per demo user', () => {
  test('supervisor opens allowed areas and is refused the others with 403', async ({ page, signIn }) => {
    await signIn('supervisor', '/labor-planning');
    await expect(page.getByRole('heading', heading('Labor Planning'))).toBeVisible();
    for (const path of ['/metric-management', '/market-rates', '/shift-management']) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    }
    for (const path of ['/configuration', '/covid', '/migration', '/security']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/error\/403$/);
      await expect(page.getByRole('heading', heading('Unauthorized'))).toBeVisible();
    }
    // The link's account goes with the refusal, and Return Home stays in it (walkthrough 29, O10).
    await page.goto('/security?acctId=1002');
    await expect(page).toHaveURL(/\/error\/403\?acctId=1002$/);
    await page.getByRole('button', { name: 'Return Home' }).click();
    await expect(page).toHaveURL(/\/home\?acctId=1002$/);
    await expect(
      page.getByRole('navigation', { name: 'Title bar' }).getByRole('button', { name: /Sam Supervisor/ }),
    ).toContainText('Harbor Logistics Yard');
  });

  test('admin reaches admin-only areas', async ({ page, signIn }) => {
    await signIn('admin', '/migration');
    await expect(page.getByRole('heading', heading('Migration'))).toBeVisible();
    await page.goto('/security');
    await expect(page.getByRole('heading', heading('Security'))).toBeVisible();
  });

  test('viewer with limited claims reaches only its areas', async ({ page, signIn }) => {
    await signIn('viewer', '/market-rates');
    await expect(page.getByRole('heading', heading('Market Rates'))).toBeVisible();
    await page.goto('/dashboard'); // laborworkload at any level
    await expect(page.getByRole('heading', heading('Dashboard'))).toBeVisible();
    await page.goto('/configuration'); // needs laborworkload.0; the viewer has level 2
    await expect(page).toHaveURL(/\/error\/403$/);
  });

  test('a user with no app ends on 401 with a way to request access', async ({ page, signIn }) => {
    await signIn('noapps');
    await expect(page).toHaveURL(/\/error\/401$/);
    await expect(page.getByText("You don't have permissions to any apps.")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Request access from support' })).toBeVisible();
  });

  test('a user with no account ends on 406', async ({ page, signIn }) => {
    await signIn('noaccount');
    await expect(page).toHaveURL(/\/error\/406$/);
    await expect(page.getByRole('heading', heading('Access Error'))).toBeVisible();
  });

  test('the server refuses an area the client would not show, whatever the client does', async ({
    page,
    signIn,
    server,
  }) => {
    await signIn('supervisor');
    const answer = await page.request.get(`${server.url}/api/Areas/configuration`, {
      headers: await authHeaders(page),
    });
    expect(answer.status()).toBe(403);
    expect((await answer.json()).message).toBeTruthy();
  });

  test('anonymous routes are bare, signed-in routes have the frame', async ({ page, signIn }) => {
    await signIn('admin');
    await expect(page.getByRole('navigation', { name: 'Title bar' })).toBeVisible();
    await page.goto('/external-form');
    await expect(page.getByRole('heading', heading('External Form'))).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Title bar' })).toHaveCount(0);
  });
});
