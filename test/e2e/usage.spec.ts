import type { Page } from '@playwright/test';
import { outboxSize } from './support/browser-storage';
import { expect, test } from './support/fixtures';
import { group, launcherSettled } from './support/landmarks';
import { driveClockUntil } from './support/offline';
import type { TestControls } from './support/test-controls';

/** One of the admin's accounts, kept in the query string by in-app navigation. */
const ACCOUNT = 1003;
const HOME = `/home?acctId=${ACCOUNT}`;

const loggedUrls = async (controls: TestControls) =>
  (await controls.usageLogs()).map((log) => log.record.appUrl);

/** Launches an app from the home launcher (its accessible name may go on with a subtitle). */
const launch = (page: Page, title: string) =>
  page
    .getByRole('region', { name: 'Apps', exact: true })
    .getByRole('button', { name: new RegExp(`^${title}`) })
    .click();
const goHome = (page: Page) =>
  page.getByRole('navigation', { name: 'Title bar' }).getByRole('button', { name: 'Home' }).click();
const areaHeading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** Everything queued has been sent: nothing waits in the outbox and the server holds `urls`. */
async function expectLogged(page: Page, controls: TestControls, urls: readonly string[]) {
  await expect.poll(() => loggedUrls(controls), { timeout: 10_000 }).toEqual(urls);
  await expect.poll(() => outboxSize(page), { timeout: 10_000 }).toBe(0);
  // Still exactly these once the queue is empty: nothing was sent twice.
  expect(await loggedUrls(controls)).toEqual(urls);
}

/** Dashboard, then Labor Planning from Home, as the admin; each visit logged once, in order. */
async function visitTwoApps(page: Page, controls: TestControls) {
  await launch(page, 'Dashboard');
  await expect(areaHeading(page, 'Dashboard')).toBeVisible();
  await goHome(page);
  await launch(page, 'Labor Planning');
  await expect(areaHeading(page, 'Labor Planning')).toBeVisible();
  await expectLogged(page, controls, [`/dashboard?acctId=${ACCOUNT}`, `/labor-planning?acctId=${ACCOUNT}`]);
}

test.describe('usage logging', () => {
  test('logs each visit once, in order: not home, not /display, error pages with their code', async ({
    page,
    signIn,
    controls,
  }) => {
    await signIn('admin', HOME);
    await visitTwoApps(page, controls);

    await page.goto('/display');
    await page.goto('/error/403');
    await expect(page.getByRole('heading', { level: 1, name: 'Unauthorized' })).toBeVisible();
    await expectLogged(page, controls, [
      `/dashboard?acctId=${ACCOUNT}`,
      `/labor-planning?acctId=${ACCOUNT}`,
      '/error/403',
    ]);

    const [dashboard, laborPlanning, forbidden] = (await controls.usageLogs()).map((log) => log.record);
    expect(dashboard).toMatchObject({
      appName: 'Dashboard',
      group: 'Apps',
      contextAccountID: ACCOUNT,
      statusCode: 200,
      userAgent: expect.stringContaining('Chrome'),
      clientIP: expect.stringMatching(/127\.0\.0\.1/),
    });
    expect(laborPlanning).toMatchObject({ appName: 'Labor Planning', statusCode: 200 });
    expect(forbidden).toMatchObject({ statusCode: 403, group: null });
    expect(new Set([dashboard?.userID, laborPlanning?.userID, forbidden?.userID]).size).toBe(1);
  });

  test('names the entry opened when entries share a path, with its sub-route and item id (walkthrough 16, D1)', async ({
    page,
    signIn,
    controls,
  }) => {
    const open = async (groupName: string, title: string, heading: string) => {
      await launcherSettled(page);
      await group(page, groupName)
        .getByRole('button', { name: new RegExp(`^${title}`) })
        .click();
      await expect(areaHeading(page, heading)).toBeVisible();
    };
    await signIn('admin', HOME);
    await open('Reports', 'Labor Cost', 'Power BI Report');
    await goHome(page);
    await open('Forms', 'Shift Handover', 'Shift Management');
    await goHome(page);
    await launcherSettled(page);
    await group(page, 'Apps')
      .getByRole('button', { name: /^Operations Toolkit/ })
      .click();
    await page
      .getByRole('dialog', { name: 'Operations Toolkit' })
      .getByRole('button', { name: 'Weekly Labor Plan' })
      .click();
    await expect(areaHeading(page, 'Labor Planning')).toBeVisible();
    // The visit's record reaches the server before the page is left by the address bar: a usage
    // record still on its way into IndexedDB never holds a page that goes (docs/offline.md, "Full
    // page loads wait for the outbox"), and was lost so once under load.
    await expect.poll(async () => (await loggedUrls(controls)).length).toBe(3);
    // A form's sub-route and item, as a bookmark opens them (S1 §7: segments 3 and 4).
    await page.goto(`/shift-management/handover/night/77?form=handover&acctId=${ACCOUNT}`);
    await expect(areaHeading(page, 'Shift Management')).toBeVisible();
    await expectLogged(page, controls, [
      `/pbi-report?acctId=${ACCOUNT}&id=14`,
      `/shift-management?acctId=${ACCOUNT}&form=handover`,
      `/labor-planning?acctId=${ACCOUNT}&view=weekly`,
      `/shift-management/handover/night/77?form=handover&acctId=${ACCOUNT}`,
    ]);
    expect((await controls.usageLogs()).map(({ record }) => record)).toMatchObject([
      { appName: 'Labor Cost', group: 'Reports', subRoute: null, itemID: '14' },
      { appName: 'Shift Handover', group: 'Forms', subRoute: null, itemID: null },
      { appName: 'Weekly Labor Plan', group: 'Apps', subRoute: null, itemID: null },
      { appName: 'Shift Handover', group: 'Forms', subRoute: 'night', itemID: '77' },
    ]);
  });

  test("a bare page opened by a full load is logged with the user's account (walkthrough 16, D3)", async ({
    page,
    signIn,
    controls,
  }) => {
    await signIn('supervisor', '/home');
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await page.goto('/error/500');
    await expect(page.getByRole('heading', { level: 1, name: 'API Error' })).toBeVisible();
    await page.goto('/old-bookmark');
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expectLogged(page, controls, ['/error/500', '/error/404']);
    expect((await controls.usageLogs()).map(({ record }) => record)).toMatchObject([
      { statusCode: 500, contextAccountID: 1001 },
      { statusCode: 404, contextAccountID: 1001 },
    ]);
  });

  test('records wait while the hub fails, then land once each', { tag: '@fake-clock' }, async ({
    page,
    signIn,
    controls,
  }) => {
    // The hub's retries back off over seconds: the page's clock moves them on.
    await page.clock.install();
    await signIn('admin', HOME);
    await controls.hubFault({ times: 3 });
    await launch(page, 'Dashboard');
    await expect(areaHeading(page, 'Dashboard')).toBeVisible();
    await goHome(page);
    await launch(page, 'Labor Planning');
    await expect(areaHeading(page, 'Labor Planning')).toBeVisible();
    const logged = [`/dashboard?acctId=${ACCOUNT}`, `/labor-planning?acctId=${ACCOUNT}`];
    await driveClockUntil(page, async () => (await loggedUrls(controls)).length === logged.length, {
      message: 'both visits stored',
    });
    await expectLogged(page, controls, logged);
    expect(await controls.pendingHubFaults()).toBe(0);
  });

  test("with usageHubProtocol 'record' (S1 §7's form) each visit goes as a bare SaveAppLog(record): stored once, in order", async ({
    page,
    signIn,
    controls,
  }) => {
    // A deployment pointing the app at a hub that takes only the bare record (the company API).
    await page.route('**/app-config.json', async (route) => {
      const config = await (await route.fetch()).json();
      await route.fulfill({ json: { ...config, usageHubProtocol: 'record' } });
    });
    await signIn('admin', HOME);
    await visitTwoApps(page, controls);
    // The server made the ids: the records came without the batch's envelope.
    for (const log of await controls.usageLogs()) expect(log.id).toMatch(/^server-/);
  });

  test('a record whose answer was lost is sent again and stored once', async ({ page, signIn, controls }) => {
    await signIn('admin', HOME);
    await controls.hubFault({ times: 1, afterSaving: true });
    await launch(page, 'Dashboard');
    await expect(areaHeading(page, 'Dashboard')).toBeVisible();
    await expectLogged(page, controls, [`/dashboard?acctId=${ACCOUNT}`]);
    expect(await controls.pendingHubFaults()).toBe(0);
  });

  test('records an earlier visit left waiting are sent once the app is back on screen, without waiting for the browser to be idle (issue 15)', async ({
    page,
    signIn,
    controls,
  }) => {
    // A page that is never idle (a busy tablet): what waits for an idle moment never runs, the
    // hubs included, so the visit's record stays queued.
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
    await signIn('admin', HOME);
    await launch(page, 'Dashboard');
    await expect(areaHeading(page, 'Dashboard')).toBeVisible();
    await expect.poll(() => outboxSize(page)).toBe(1);
    expect(await loggedUrls(controls)).toEqual([]);
    // The app opens again (home, which is not logged) with the record waiting: the hubs connect as
    // soon as the page is up.
    await page.goto(HOME);
    await expectLogged(page, controls, [`/dashboard?acctId=${ACCOUNT}`]);
  });
});
