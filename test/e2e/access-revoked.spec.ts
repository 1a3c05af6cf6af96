import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { syncStatusButton } from './support/offline';

/*
 * Permissions and roles taken away while the user works (walkthrough 11, defects 2 and 3): the
 * test levers remove the rows as a directory sync would (docs/testing.md).
 */

/** The demo supervisor: user 2, roles Shift Supervisor (3, selected) and Labor Planner (4). */
const SUPERVISOR_ID = 2;
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Sidebar' });
const sidebarLink = (page: Page, name: string) =>
  sidebar(page)
    .getByRole('link', { name: new RegExp(`^${name}`) })
    .first();

test.describe('access taken away while the user works', () => {
  test('a page whose permission was removed shows Unauthorized, leaves the sidebar, and its visit is no refusal for the user', async ({
    page,
    signIn,
    controls,
  }) => {
    await signIn('supervisor', '/home');
    await sidebarLink(page, 'Market Rates').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Market Rates' })).toBeVisible();
    await expect(page.getByText('Compare rental rates in your market.')).toBeVisible();

    expect(await controls.revokeClaim(SUPERVISOR_ID, 'marketrates.2')).toEqual({ removed: 1 });
    await sidebarLink(page, 'Task List').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Task List' })).toBeVisible();
    // Back to the page, in the app: its guard still passes (the sign-in's claims), its landing data
    // is on the device, and the server now refuses it.
    await page.goBack();

    await expect(page.getByRole('heading', { level: 1, name: 'Unauthorized' })).toBeVisible({
      timeout: 10_000,
    });
    await expect(page).toHaveURL(/\/error\/403$/);
    await expect(page.getByText('Compare rental rates in your market.')).toBeHidden();
    await expect
      .poll(async () => (await controls.usageLogs()).map((log) => log.record.appUrl), { timeout: 10_000 })
      .toContain('/error/403');

    await page.getByRole('button', { name: 'Return Home' }).click();
    await expect(sidebarLink(page, 'Task List')).toBeVisible();
    // The app left the sidebar's favorites and Apps.
    await expect(sidebar(page).getByRole('link', { name: /^Market Rates/ })).toHaveCount(0);
    await sidebar(page).getByRole('tab', { name: 'Apps' }).click();
    await expect(sidebarLink(page, 'Shift Management')).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: /^Market Rates/ })).toHaveCount(0);
    // The refused page's usage record is the app's bookkeeping: nothing 'not accepted' for the user.
    await expect(syncStatusButton(page)).toHaveText('Synced');
  });

  test('the selected role taken away: the app moves to a held role, says so once, and logs visits with it', async ({
    page,
    signIn,
    controls,
  }) => {
    await signIn('supervisor', '/home');
    expect(await controls.revokeRole(SUPERVISOR_ID, 3)).toEqual({ removed: 1 });

    // The visit's record names role 3: refused, dropped, and the roles are read again.
    await sidebarLink(page, 'Task List').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Task List' })).toBeVisible();
    const notice = page.getByText('You no longer have the role Shift Supervisor; switched to Labor Planner.');
    await expect(notice).toBeVisible({ timeout: 10_000 });
    await expect(notice).toHaveCount(1);

    await sidebarLink(page, 'Shift Management').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Shift Management' })).toBeVisible();
    await expect
      .poll(
        async () => (await controls.usageLogs()).map((log) => `${log.record.appUrl} ${log.record.roleID}`),
        {
          timeout: 10_000,
        },
      )
      .toContain('/shift-management 4');
    // At the server too: a new sign-in's selection is the held role.
    await expect
      .poll(async () => (await controls.stats()).requests['PUT Common/SelectedRole'] ?? 0)
      .toBeGreaterThan(0);
    await expect(syncStatusButton(page)).toHaveText('Synced');
  });
});
