import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Sidebar' });
const titleBar = (page: Page) => page.getByRole('navigation', { name: 'Title bar' });
const category = (page: Page, name: string) => sidebar(page).getByRole('tab', { name });
const entry = (page: Page, name: string) => sidebar(page).getByRole('link', { name, exact: true });

test.describe('sidebar', () => {
  test('selects the category holding the highlighted entry after each navigation', async ({
    page,
    signIn,
  }) => {
    await signIn('admin');
    // The admin has favorites: they show first.
    await expect(category(page, 'Favorites')).toHaveAttribute('aria-selected', 'true');
    await expect(sidebar(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();

    await category(page, 'Reports').click();
    await entry(page, 'Labor Cost').click();
    await expect(page).toHaveURL(/\/pbi-report\?id=14$/);
    await expect(entry(page, 'Labor Cost')).toHaveAttribute('aria-current', 'page');
    await expect(entry(page, 'Fleet Utilization')).not.toHaveAttribute('aria-current');
    await expect(category(page, 'Reports')).toHaveAttribute('aria-selected', 'true');

    // A page inside a folder: Apps is selected, the folder opens, the page is highlighted.
    await page.goto('/labor-planning?view=weekly');
    await expect(category(page, 'Apps')).toHaveAttribute('aria-selected', 'true');
    await expect(
      sidebar(page).getByRole('button', { name: 'Operations Toolkit', exact: true }),
    ).toHaveAttribute('aria-expanded', 'true');
    await expect(entry(page, 'Weekly Labor Plan')).toHaveAttribute('aria-current', 'page');
    await expect(entry(page, 'Weekly Labor Plan')).toBeInViewport();

    // Dashboard is a favorite: Favorites comes first. Navigation keeps the query (S1 §2.1).
    await entry(page, 'Dashboard').click();
    await expect(page).toHaveURL(/\/dashboard\?view=weekly$/);
    await expect(category(page, 'Favorites')).toHaveAttribute('aria-selected', 'true');
    await expect(entry(page, 'Dashboard')).toHaveAttribute('aria-current', 'page');
  });

  test('an entry with pages toggles them open and closed', async ({ page, signIn }) => {
    await signIn('admin');
    await category(page, 'Apps').click();
    const toolkit = sidebar(page).getByRole('button', { name: 'Operations Toolkit', exact: true });
    await expect(toolkit).toHaveAttribute('aria-expanded', 'false');
    await expect(entry(page, 'Shift Board')).toBeHidden();
    await toolkit.click();
    await expect(toolkit).toHaveAttribute('aria-expanded', 'true');
    await expect(entry(page, 'Shift Board')).toBeVisible();
    await entry(page, 'Shift Board').click();
    await expect(page).toHaveURL(/\/shift-management\?view=board$/);
    await toolkit.click();
    await expect(toolkit).toHaveAttribute('aria-expanded', 'false');
    await expect(entry(page, 'Shift Board')).toBeHidden();
  });

  test('shows badges capped at 99+ and stars favorites', async ({ page, signIn }) => {
    await signIn('admin');
    await category(page, 'Apps').click();
    await expect(entry(page, 'Task List')).toContainText('99+');
    await expect(entry(page, 'Driver Quality')).toContainText('5');

    const star = sidebar(page).getByRole('button', { name: 'Add Task List to favorites' });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await star.click();
    await expect(
      sidebar(page).getByRole('button', { name: 'Remove Task List from favorites' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await category(page, 'Favorites').click();
    await expect(entry(page, 'Task List')).toBeVisible();
    // Saved at the server: a reload shows it still.
    await page.reload();
    await category(page, 'Favorites').click();
    await expect(entry(page, 'Task List')).toBeVisible();
  });

  test('hides and shows app names and the list pane', async ({ page, signIn }) => {
    await signIn('admin');
    const nav = sidebar(page);
    await expect.poll(async () => (await nav.boundingBox())?.width).toBe(320);

    await nav.getByRole('button', { name: 'Hide app names' }).click();
    await expect(nav.getByText('Dashboard', { exact: true })).toBeHidden();
    await expect(entry(page, 'Dashboard')).toBeVisible(); // icon only, still named
    await expect(nav.getByRole('button', { name: /to favorites|from favorites/ })).toHaveCount(0);
    await expect.poll(async () => (await nav.boundingBox())?.width).toBe(144);

    await nav.getByRole('button', { name: 'Show app names' }).click();
    await expect(nav.getByText('Dashboard', { exact: true })).toBeVisible();

    await nav.getByRole('button', { name: 'Hide list pane' }).click();
    await expect(nav.getByRole('tabpanel')).toHaveCount(0);
    await expect.poll(async () => (await nav.boundingBox())?.width).toBe(80);
    await expect(nav.getByRole('button', { name: 'Home' })).toBeVisible();

    // Choosing a category shows the list pane again.
    await category(page, 'Links').click();
    await expect(nav.getByRole('tabpanel', { name: 'Links' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Hide list pane' })).toBeVisible();
  });

  test.describe('clock', () => {
    test.use({ timezoneId: 'UTC' });

    test('shows hh:mm a and the date, shorter when collapsed, and ticks each minute', async ({
      page,
      signIn,
    }) => {
      await page.clock.install({ time: new Date('2026-11-22T09:05:00Z') });
      await signIn('admin');
      const nav = sidebar(page);
      await expect(nav.getByText('09:05 AM')).toBeVisible();
      await expect(nav.getByText('2026 Nov 22')).toBeVisible();

      await nav.getByRole('button', { name: 'Hide list pane' }).click();
      await expect(nav.getByText('Nov 22', { exact: true })).toBeVisible();
      await expect(nav.getByText('2026 Nov 22')).toHaveCount(0);

      await page.clock.runFor(60_000);
      await expect(nav.getByText('09:06 AM')).toBeVisible();
    });
  });

  test('shows the version from the claims', async ({ page, signIn }) => {
    await signIn('admin');
    await expect(sidebar(page).getByRole('group', { name: 'Version' })).toContainText('v3.2.0');
    await expect(titleBar(page).getByText('v3.2.0 (build 2026.11.22.1)')).toBeVisible();
  });
});

test.describe('title bar', () => {
  test('the bell shows the open notifications and lists them by category', async ({ page, signIn }) => {
    await signIn('admin');
    const bell = titleBar(page).getByRole('button', { name: 'Notifications (4)' });
    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await expect(panel.getByRole('region', { name: 'Alert' })).toContainText('Overtime threshold reached');
    await expect(panel.getByRole('region', { name: 'Action Status' })).toContainText('Migration finished');
    await panel.getByText('Overtime threshold reached').click();
    await expect(page).toHaveURL(/\/labor-planning\?view=weekly$/);
    await expect(panel).toBeHidden();
  });

  test('the bell says No Notifications when there are none', async ({ page, signIn }) => {
    await page.route('**/api/Common/GlobalNotifications', (route) =>
      route.fulfill({ json: { count: 0, items: [] } }),
    );
    await signIn('admin');
    await titleBar(page).getByRole('button', { name: 'Notifications', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Notifications' })).toContainText('No Notifications');
  });

  test('settings offers Sign Out and help offers Help Topics', async ({ page, signIn }) => {
    await signIn('admin');
    await titleBar(page).getByRole('button', { name: 'Help' }).click();
    await expect(page.getByRole('menuitem', { name: 'Help Topics' })).toBeEnabled();
    await page.keyboard.press('Escape');
    await titleBar(page).getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/sign-in/);
  });

  test('Home goes home keeping the query', async ({ page, signIn }) => {
    await signIn('admin', '/dashboard?acctId=1003');
    await titleBar(page).getByRole('button', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/home\?acctId=1003$/);
  });
});
