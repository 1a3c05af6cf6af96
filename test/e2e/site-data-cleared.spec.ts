import type { Page } from '@playwright/test';
import { outboxSize, portalDbRows } from './support/browser-storage';
import { expect, signInThroughApi, test } from './support/fixtures';
import { group, sidebar } from './support/landmarks';
import { syncStatusButton } from './support/offline';

// Walkthrough 10, defect 2: a star queued offline, then the site data cleared while the tab is
// open (the browser's "Clear site data", a cleanup tool: CDP Storage.clearDataForOrigin), then
// online. The title bar said 'Synced', the favorite stayed on screen, the server never got it,
// and nothing told the user (docs/offline.md, "Site data cleared while the app is open").

const SUPERVISOR_FAVORITES = [120, 101, 113]; // Task List, Shift Management, Market Rates
const DASHBOARD = 102;
const LABOR_PLANNING = 104;

async function starInSidebar(page: Page, title: string) {
  await sidebar(page).getByRole('tab', { name: 'Apps' }).click();
  await sidebar(page)
    .getByRole('button', { name: `Favorite ${title}`, pressed: false })
    .click();
}

const favoriteTile = (page: Page, title: string) =>
  group(page, 'Favorites').getByRole('button', { name: new RegExp(`^${title}`) });

test('site data cleared under a queued star: the user is told, the star is queued again and reaches the server', async ({
  page,
  context,
  signIn,
  server,
}) => {
  await signIn('supervisor');
  await expect(syncStatusButton(page)).toHaveText('Synced');
  // The app watches for the database being replaced once its marker is in (loaded on idle).
  await expect
    .poll(async () => (await portalDbRows<{ key: string }>(page, 'meta')).map((row) => row.key))
    .toContain('database:incarnation');

  await context.setOffline(true);
  await starInSidebar(page, 'Dashboard');
  await expect(syncStatusButton(page)).toHaveText('1 to sync');
  // Stored in IndexedDB, as it was when the walkthrough cleared the data a second later.
  await expect.poll(() => outboxSize(page)).toBe(1);

  const cdp = await context.newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', { origin: server.url, storageTypes: 'all' });

  const notice = page.getByRole('alert').filter({ hasText: 'Changes on this device were removed' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('queued them again: Dashboard added to favorites');
  await expect(syncStatusButton(page)).toHaveText('1 to sync');

  // Still offline, another star: made over the server's list as last heard, so it keeps Dashboard.
  await starInSidebar(page, 'Labor Planning');
  await expect(syncStatusButton(page)).toHaveText('1 to sync');

  await context.setOffline(false);
  await expect(syncStatusButton(page)).toHaveText('Synced');
  const session = await signInThroughApi(server.url, 'supervisor');
  const menu = await page.request.get('/api/Common/Menu', {
    headers: { 'X-Auth-Token': session.user.authToken },
  });
  expect(((await menu.json()) as { favorites: number[] }).favorites).toEqual([
    ...SUPERVISOR_FAVORITES,
    DASHBOARD,
    LABOR_PLANNING,
  ]);
  await expect(favoriteTile(page, 'Dashboard')).toBeVisible();
  await expect(favoriteTile(page, 'Labor Planning')).toBeVisible();
  await expect(notice).toBeVisible();
});
