import type { Page } from '@playwright/test';
import { NOTIFICATIONS_HUB_PATH } from '../../src/contracts/notifications-hub';
import { expect, test } from './support/fixtures';
import { hubDown } from './support/hubs';
import { group } from './support/landmarks';
import { favoritesAtServer, syncStatusButton } from './support/offline';
import { signInWithFollower } from './support/session-follower';
import { restoreFromBackForwardCache, showPageAgain } from './support/visibility';

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

  test('the selected role taken away, then a renewal before any refusal: the same notice, and the server keeps the held role', async ({
    page,
    signIn,
    controls,
  }) => {
    await signInWithFollower(page, () => signIn('supervisor', '/home'));
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    expect(await controls.revokeRole(SUPERVISOR_ID, 3)).toEqual({ removed: 1 });

    // The user comes back to the page: it renews, and the renewal answers the server's fallback
    // (Labor Planner, the first role held) before any visit names the lost role.
    const renewal = page.waitForResponse(
      (response) => response.url().endsWith('/api/Auth/Renew') && response.status() === 200,
    );
    await showPageAgain(page);
    expect(((await (await renewal).json()) as { user: { selectedRoleId: number } }).user.selectedRoleId).toBe(
      4,
    );
    const notice = page.getByText('You no longer have the role Shift Supervisor; switched to Labor Planner.');
    await expect(notice).toBeVisible();
    await expect(notice).toHaveCount(1);
    await expect
      .poll(async () => (await controls.stats()).requests['PUT Common/SelectedRole'] ?? 0)
      .toBeGreaterThan(0);
  });

  test('a page shown again reads the menu again: a permission taken away and a favorite starred elsewhere show (walkthrough 11, defect 8)', async ({
    page,
    signIn,
    anotherDevice,
    controls,
  }) => {
    test.slow(); // two browsers
    const favorites = group(page, 'Favorites');
    // A page that hears no pushes (asleep, a network dropping WebSockets): a connected one follows
    // favorites saved elsewhere at once (walkthrough 36, O2; launcher.spec.ts).
    await hubDown(page, NOTIFICATIONS_HUB_PATH);
    await signIn('supervisor', '/home');
    await expect(favorites.getByRole('button', { name: /^Market Rates/ })).toBeVisible();
    // Meanwhile, elsewhere: the user stars Dashboard on another device, and a directory sync takes
    // Market Rates away.
    const pageB = await anotherDevice('supervisor');
    await sidebar(pageB).getByRole('tab', { name: 'Apps' }).click();
    await sidebar(pageB).getByRole('button', { name: 'Favorite Dashboard', pressed: false }).click();
    await expect.poll(() => favoritesAtServer(pageB)).toContain(102);
    expect(await controls.revokeClaim(SUPERVISOR_ID, 'marketrates.2')).toEqual({ removed: 1 });
    // This page still shows the menu it loaded: nothing here asked the server since.
    await expect(favorites.getByRole('button', { name: /^Market Rates/ })).toBeVisible();
    await expect(favorites.getByRole('button', { name: /^Dashboard/ })).toHaveCount(0);

    // The user comes back to it (Back from another site). The listener is in a part loaded on
    // idle: the return is shown again until that part is in and has read the menu (at most once
    // in 30 s, so the repeats ask nothing more).
    await expect(async () => {
      await restoreFromBackForwardCache(page);
      await expect(favorites.getByRole('button', { name: /^Dashboard/ })).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 45_000 });
    await expect(favorites.getByRole('button', { name: /^Market Rates/ })).toHaveCount(0);
    await expect(sidebar(page).getByRole('link', { name: /^Market Rates/ })).toHaveCount(0);
    await sidebar(page).getByRole('tab', { name: 'Apps' }).click();
    await expect(sidebarLink(page, 'Dashboard')).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: /^Market Rates/ })).toHaveCount(0);
    await expect(
      page.getByRole('region', { name: 'Apps', exact: true }).getByRole('button', { name: /^Market Rates/ }),
    ).toHaveCount(0);
  });
});
