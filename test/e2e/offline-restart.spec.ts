import type { BrowserContext } from '@playwright/test';
import { outboxRecords, outboxSize } from './support/browser-storage';
import { expect, signInThroughApiOn, test } from './support/fixtures';
import { embeddedApp, goHome, homeHeading, launch, networkBanner } from './support/landmarks';
import { syncStatusButton, waitForOfflineReady } from './support/offline';

// A kiosk tablet loses its network, the user works on, the browser is closed (or crashes) and
// started again later: the queue lives in the profile's IndexedDB and lands once. A real browser
// profile on disk is needed for that: Playwright's usual contexts are thrown away when closed.
test.use({ serviceWorkers: 'allow' });

const firstPage = async (context: BrowserContext) => context.pages()[0] ?? (await context.newPage());

test('usage records queued offline survive a browser restart and land once', async ({
  playwright,
  launchOptions,
  server,
  controls,
}, testInfo) => {
  test.setTimeout(90_000); // two browser starts and a first visit that installs the worker
  const profile = testInfo.outputPath('profile');
  // The same browser and flags as every other test (test/playwright.config.ts), on a disk profile.
  const startBrowser = () =>
    playwright.chromium.launchPersistentContext(profile, {
      ...launchOptions,
      baseURL: server.url,
      serviceWorkers: 'allow',
    });

  const before = await startBrowser();
  let usageIds: string[];
  try {
    const page = await firstPage(before);
    await signInThroughApiOn(page, server.url, 'admin');
    await waitForOfflineReady(page);
    await server.stop();
    await page.reload();
    await expect(networkBanner(page)).toBeVisible();

    await launch(page, 'Links', 'Safety Handbook');
    await expect(page).toHaveURL(/\/url\/502$/);
    await expect(embeddedApp(page, 'Safety Handbook')).toBeVisible(); // shown: a visit, not a pass-through
    await goHome(page);
    // An area never opened online cannot load offline; the visit is still a visit.
    await launch(page, 'Apps', 'Labor Planning');
    await expect(page.getByText('The server could not be reached.')).toBeVisible();
    await page.getByRole('link', { name: 'Return Home' }).click();
    await expect(homeHeading(page)).toBeVisible();
    await expect(syncStatusButton(page)).toHaveText('2 to sync');
    usageIds = (await outboxRecords(page)).map((record) => record.id);
    expect(usageIds).toHaveLength(2);
  } finally {
    // The whole browser goes: every page, the service worker, the process.
    await before.close();
  }

  const after = await startBrowser();
  try {
    const page = await firstPage(after);
    // Still offline: the worker opens the app, the queue is there.
    await page.goto('/home');
    await expect(homeHeading(page)).toBeVisible();
    await expect(syncStatusButton(page)).toHaveText('2 to sync');
    expect((await outboxRecords(page)).map((record) => record.id)).toEqual(usageIds);

    await server.restart();
    // The user taps Retry Connection, unless the network monitor's own re-probe (real time here)
    // found the server first and the banner is already gone.
    const retry = networkBanner(page).getByRole('button', { name: 'Retry Connection' });
    await expect(async () => {
      if (await retry.isVisible()) await retry.click({ timeout: 1_000 });
      await expect(networkBanner(page)).toBeHidden({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await expect(syncStatusButton(page)).toHaveText('Synced', { timeout: 15_000 });
    expect(await outboxSize(page)).toBe(0);
    const logs = await controls.usageLogs();
    expect(logs.map((log) => log.id)).toEqual(usageIds);
    expect(logs.map((log) => log.record.appUrl)).toEqual(['/url/502', '/labor-planning']);
  } finally {
    await after.close();
  }
});
