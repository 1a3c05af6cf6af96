import type { Page } from '@playwright/test';
import { outboxRecords, outboxSize } from './support/browser-storage';
import { expect, test } from './support/fixtures';
import {
  embeddedApp,
  goHome,
  group,
  homeHeading,
  launch,
  networkBanner,
  sidebar,
  titleBar,
} from './support/landmarks';
import {
  driveClockUntil,
  favoritesAtServer,
  isSynced,
  syncStatusButton,
  waitForOfflineReady,
} from './support/offline';

// The service worker is the subject here (the fixtures block it for the other tests). The network
// is cut by stopping the test's server (`server.stop()`): the page, the worker and the usage hub
// all find nothing at the address, as when a tablet loses its WIFI.
test.use({ serviceWorkers: 'allow' });

const DEFAULT_FAVORITES = [102, 104, 501]; // Dashboard, Labor Planning, Fleet Status
const TASK_LIST = 120;

/** The sidebar's star (S1 §2.5): a favorites change saved at once. */
async function starInSidebar(page: Page, title: string) {
  await sidebar(page).getByRole('tab', { name: 'Apps' }).click();
  await sidebar(page)
    .getByRole('button', { name: `Favorite ${title}`, pressed: false })
    .click();
}

/** Keyboard drag in the launcher's edit mode, then Save (S1 §2.3). */
async function moveFavoriteDown(page: Page, title: string) {
  await group(page, 'Favorites').getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('button', { name: `Reorder ${title}` }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Space');
  await group(page, 'Favorites').getByRole('button', { name: 'Save' }).click();
}

/** Works offline: two favorites changes (one record: only the latest list matters) and two visits. */
async function workOffline(page: Page) {
  await moveFavoriteDown(page, 'Dashboard');
  await starInSidebar(page, 'Task List');
  // An area needs its own data, which is not cached: the error page says why and leads home.
  await launch(page, 'Apps', 'Dashboard');
  await expect(page.getByText('The server could not be reached.')).toBeVisible();
  // Both records are queued before the page is left (Return Home waits for the outbox anyway:
  // docs/offline.md, 'Full page loads wait for the outbox').
  await expect(syncStatusButton(page)).toHaveText('2 to sync');
  await page.getByRole('link', { name: 'Return Home' }).click(); // a page load: the worker serves it
  await expect(homeHeading(page)).toBeVisible();
  await launch(page, 'Links', 'Safety Handbook');
  await expect(page).toHaveURL(/\/url\/502$/);
  await expect(embeddedApp(page, 'Safety Handbook')).toBeVisible(); // shown: a visit, not a pass-through
  await goHome(page);
  await expect(syncStatusButton(page)).toHaveText('3 to sync');
}

const queuedUsageIds = async (page: Page) =>
  (await outboxRecords(page)).filter((record) => record.kind === 'usage').map((record) => record.id);

test.describe('offline', () => {
  test('an offline reload opens the signed-in launcher, sidebar and search from the cache', async ({
    page,
    signIn,
    server,
  }) => {
    await signIn('admin');
    await waitForOfflineReady(page);
    await server.stop();

    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    await expect(homeHeading(page)).toBeVisible();
    await expect(networkBanner(page)).toBeVisible();
    await expect(networkBanner(page).getByRole('button', { name: 'Retry Connection' })).toBeVisible();
    // The session is restored: the user's name, their tiles and the synced state.
    await expect(titleBar(page).getByText('Avery Admin')).toBeVisible();
    await expect(syncStatusButton(page)).toHaveText('Synced');
    await expect(group(page, 'Apps').getByRole('button', { name: 'Dashboard', exact: true })).toBeVisible();
    await expect(group(page, 'Favorites').getByRole('listitem')).toHaveCount(3);

    await sidebar(page).getByRole('tab', { name: 'Reports' }).click();
    await expect(sidebar(page).getByRole('link', { name: 'Labor Cost', exact: true })).toBeVisible();

    await page.getByRole('combobox', { name: 'Search apps and pages' }).fill('labor');
    const results = page.getByRole('listbox', { name: 'Search results' });
    await expect(
      results.getByRole('group', { name: 'Apps & Pages' }).getByRole('option', { name: /^Labor Planning/ }),
    ).toBeVisible();
  });

  test('offline work waits in the outbox and lands once, in order, when the server is back', {
    tag: '@fake-clock',
  }, async ({ page, signIn, server, controls }) => {
    await page.clock.install();
    await signIn('admin');
    await waitForOfflineReady(page);
    await server.stop();
    await page.reload();
    await expect(networkBanner(page)).toBeVisible();

    await workOffline(page);
    const queued = await outboxRecords(page);
    expect(queued.map((record) => record.kind)).toEqual(['favorites', 'usage', 'usage']);
    const usageIds = await queuedUsageIds(page);
    // Still queued after a reload: the outbox lives in IndexedDB.
    await page.reload();
    await expect(syncStatusButton(page)).toHaveText('3 to sync');

    await server.restart();
    // No click: the network monitor's re-probe finds the server, the hub reconnects by itself.
    await driveClockUntil(page, () => isSynced(page), { message: 'everything synced' });
    await expect(networkBanner(page)).toBeHidden();
    expect(await outboxSize(page)).toBe(0);

    const logs = await controls.usageLogs();
    expect(logs.map((log) => log.id)).toEqual(usageIds);
    expect(logs.map((log) => log.record.appUrl)).toEqual(['/dashboard', '/url/502']);
    expect(await favoritesAtServer(page)).toEqual([104, 102, 501, TASK_LIST]);
    await expect(group(page, 'Favorites').getByRole('listitem')).toHaveCount(4);
  });

  test('a page closed mid-replay loses nothing and sends nothing twice', { tag: '@fake-clock' }, async ({
    page,
    context,
    signIn,
    server,
    controls,
  }) => {
    await page.clock.install();
    await signIn('admin');
    await waitForOfflineReady(page);
    await server.stop();
    await page.reload();
    await expect(networkBanner(page)).toBeVisible();
    await workOffline(page);
    const usageIds = await queuedUsageIds(page);

    // Time stands still while the server comes back and every answer of the hub is lost on its
    // way back (faults do not survive a restart): the server stores the first record, the page
    // never hears so and keeps it. The tab is closed then, in the middle of the replay.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await server.restart();
    await controls.hubFault({ times: 1_000, afterSaving: true });
    await driveClockUntil(page, async () => (await controls.usageLogs()).length > 0, {
      stepMs: 2_000,
      timeout: 30_000,
      message: 'the first record reached the server',
    });
    expect(await queuedUsageIds(page)).toEqual(usageIds);
    await page.close();
    await controls.clearHubFaults();
    // The clock belongs to the context: the next visit runs in real time again.
    await context.clock.resume();

    const reopened = await context.newPage();
    await reopened.goto('/home');
    await expect(homeHeading(reopened)).toBeVisible();
    await expect.poll(() => outboxSize(reopened), { timeout: 15_000 }).toBe(0);
    await expect(syncStatusButton(reopened)).toHaveText('Synced');
    expect((await controls.usageLogs()).map((log) => log.id)).toEqual(usageIds);
    expect(await favoritesAtServer(reopened)).toEqual([104, 102, 501, TASK_LIST]);
  });

  test('while the server fails, records wait with the reason shown, then land once', {
    tag: '@fake-clock',
  }, async ({ page, signIn, controls }) => {
    await page.clock.install();
    await signIn('admin');
    await controls.fault('Common/Favorites', 500, 3, 'Favorites store unavailable');
    await controls.hubFault({ times: 3 });
    // Time stands still until the test moves it: an installed clock runs on in real time, and on a
    // loaded machine the retries' backoff passed before the first look, the record already landed.
    // Paused once the frame's parts are in (they load on idle, a timer the paused clock holds).
    await expect(syncStatusButton(page)).toHaveText('Synced');
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);

    await starInSidebar(page, 'Task List');
    await launch(page, 'Links', 'Safety Handbook');
    await expect(page).toHaveURL(/\/url\/502$/);
    await expect(syncStatusButton(page)).toHaveText('2 to sync');
    await syncStatusButton(page).click();
    const details = page.getByRole('region', { name: 'Sync status' });
    await expect(details.getByText('2 waiting to sync')).toBeVisible();
    await expect(details.getByText(/^Retrying: /)).toBeVisible();
    expect(await favoritesAtServer(page)).toEqual(DEFAULT_FAVORITES);

    await driveClockUntil(page, () => isSynced(page), { stepMs: 2_000, message: 'everything synced' });
    await expect(details.getByText('All changes synced')).toBeVisible();
    expect(await favoritesAtServer(page)).toEqual([...DEFAULT_FAVORITES, TASK_LIST]);
    expect((await controls.usageLogs()).map((log) => log.record.appUrl)).toEqual(['/url/502']);
    expect(await controls.pendingHubFaults()).toBe(0);
    expect((await controls.stats()).requests['PUT Common/Favorites']).toBe(4);
  });
});
