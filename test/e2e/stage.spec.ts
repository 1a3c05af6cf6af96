import { expect, test } from './support/fixtures';
import { goHome, group, launcherSettled, titleBar } from './support/landmarks';

test.describe('local stage', () => {
  test('shows the environment banner and prefixes the title', async ({ page, signIn }) => {
    await signIn('viewer');
    await expect(page.getByRole('note', { name: 'Environment' })).toHaveText('LOCAL environment');
    await expect(page).toHaveTitle('LOCAL - Home | Ops Portal');
  });

  // Walkthrough 31, O3: error pages were all 'Error', every wall display 'Display' (WCAG 2.4.2).
  test("a page whose heading says more than its route names it in the title, and the next page's title drops it", async ({
    page,
    signIn,
  }) => {
    await signIn('admin', '/error/404');
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page).toHaveTitle('LOCAL - Page Not Found - Error | Ops Portal');
    await page.goto('/configuration/displays');
    await expect(page.getByRole('heading', { level: 1, name: 'Displays' })).toBeVisible();
    await expect(page).toHaveTitle('LOCAL - Displays - Configuration | Ops Portal');
    await page.goto('/url/502');
    await expect(page.getByRole('heading', { level: 1, name: 'Safety Handbook' })).toBeVisible();
    await expect(page).toHaveTitle('LOCAL - Safety Handbook - External Link | Ops Portal');
    await goHome(page);
    await expect(page).toHaveTitle('LOCAL - Home | Ops Portal');
    await page.goto('/display/1');
    await expect(page.getByRole('main', { name: 'Display Metro Airport counter' })).toBeVisible();
    await expect(page).toHaveTitle('LOCAL - Metro Airport counter - Display | Ops Portal');
  });

  test('stacks title bar, environment banner, announcements, then the groups (S1 §2.3)', async ({
    page,
    signIn,
  }) => {
    await signIn('admin');
    await launcherSettled(page);
    const top = async (part: ReturnType<typeof titleBar>) => (await part.boundingBox())?.y ?? Number.NaN;
    const order = [
      await top(titleBar(page)),
      await top(page.getByRole('note', { name: 'Environment' })),
      await top(page.getByRole('region', { name: 'Announcements' })),
      await top(group(page, 'Apps')),
    ];
    // Top edges from top to bottom, each part on its own line.
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(new Set(order).size).toBe(order.length);
  });
});
