import type { Page } from '@playwright/test';
import { outboxSize, portalDbRows } from './support/browser-storage';
import { expect, signInThroughApi, test } from './support/fixtures';
import { holdRequests } from './support/held-requests';
import { group, sidebar } from './support/landmarks';
import { syncStatusButton, waitForOfflineReady } from './support/offline';

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

// Walkthrough 18, D2: clearing the site's data removes the service worker too, and workbox-window
// announces the controller becoming null as `controlling`: the app showed 'A new version is
// available', whose Reload, offline, went to the browser's error page. Now it is no new version:
// no prompt, and the worker is registered again once the connection is back.
test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('site data cleared offline: no new-version prompt, and the worker is registered again once online', async ({
    page,
    context,
    signIn,
    server,
  }) => {
    // Counts the page's registrations of the worker, made and failed (the app's own calls).
    await page.addInitScript(() => {
      const counts = { made: 0, failed: 0 };
      Object.assign(window, { e2eRegistrations: counts });
      const register = ServiceWorkerContainer.prototype.register;
      ServiceWorkerContainer.prototype.register = function (...args) {
        const registering = register.apply(this, args);
        registering.then(
          () => {
            counts.made += 1;
          },
          () => {
            counts.failed += 1;
          },
        );
        return registering;
      };
    });
    const registrations = () =>
      page.evaluate(
        () => (window as unknown as { e2eRegistrations: { made: number; failed: number } }).e2eRegistrations,
      );
    await signIn('viewer');
    await waitForOfflineReady(page);
    // The update flow of this page is listening: its registration went through.
    await expect.poll(async () => (await registrations()).made).toBe(1);

    await context.setOffline(true);
    await expect(page.getByText('Disconnected from the network')).toBeVisible();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', { origin: server.url, storageTypes: 'all' });

    // The worker is gone; the app tries to register it again, which cannot work offline.
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    await expect.poll(async () => (await registrations()).failed).toBe(1);
    // Nothing new was deployed, and a Reload would reach no worker: no prompt.
    const prompt = page.getByRole('status', { name: 'Update' });
    await expect(prompt).toBeHidden();

    await context.setOffline(false);
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state))
      .toBe('activated');
    expect((await registrations()).made).toBe(2);
    await expect(prompt).toBeHidden();

    // The worker serves the next load again: offline, the app's own page, not the browser's error.
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'The portal could not start' })).toBeVisible();
  });
});

// Walkthrough 26, D1: the site's data cleared while 'Make available offline' writes. Dexie's
// reopen met the deletion under way and failed, and the app took that for a browser refusing
// storage ('Offline use is off'): nothing was saved again until a reload.
test("site data cleared while 'Make available offline' saves: the next run saves everything again", async ({
  page,
  context,
  signIn,
  server,
}) => {
  const releasePageHelp = await holdRequests(page, /\/api\/Help\/Pages\//);
  await signIn('admin');
  await syncStatusButton(page).click();
  const readiness = page.getByRole('region', { name: 'Offline use' });
  const makeAvailable = readiness.getByRole('button', { name: 'Make available offline' });
  await makeAvailable.click();
  await expect(readiness.getByRole('progressbar', { name: 'Saving for offline use' })).toBeVisible();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', { origin: server.url, storageTypes: 'indexeddb' });
  releasePageHelp();
  await expect(makeAvailable).toBeEnabled();

  await makeAvailable.click();
  await expect(readiness.getByRole('status')).toHaveText(/^Saved (\d+) of \1\.$/);
  await expect(page.getByText('Offline use is off')).toBeHidden();
});
