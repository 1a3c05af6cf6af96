import type { Page } from '@playwright/test';
import type { UsageLogRecord } from '../../src/contracts/usage';
import { expect, test } from './support/fixtures';

/** One of the admin's accounts, kept in the query string by in-app navigation. */
const ACCOUNT = 1003;
const HOME = `/home?acctId=${ACCOUNT}`;

interface StoredUsageLog {
  id: string;
  record: UsageLogRecord;
}

async function usageLogs(serverUrl: string): Promise<StoredUsageLog[]> {
  const response = await fetch(`${serverUrl}/__test/usage-logs`);
  return (await response.json()) as StoredUsageLog[];
}
const loggedUrls = async (serverUrl: string) => (await usageLogs(serverUrl)).map((log) => log.record.appUrl);

/** Records still waiting in the page's outbox (IndexedDB), read the way a person's browser holds them. */
function outboxSize(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const opening = indexedDB.open('ops-portal');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const db = opening.result;
          const counting = db.transaction('outbox').objectStore('outbox').count();
          counting.onsuccess = () => {
            resolve(counting.result);
            db.close();
          };
          counting.onerror = () => reject(counting.error);
        };
      }),
  );
}

async function postControl(serverUrl: string, path: string, body: unknown): Promise<void> {
  const response = await fetch(`${serverUrl}/__test/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST /__test/${path} answered ${response.status}`);
}

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
async function expectLogged(page: Page, serverUrl: string, urls: readonly string[], timeout = 10_000) {
  await expect.poll(() => loggedUrls(serverUrl), { timeout }).toEqual(urls);
  await expect.poll(() => outboxSize(page), { timeout }).toBe(0);
  // Still exactly these once the queue is empty: nothing was sent twice.
  expect(await loggedUrls(serverUrl)).toEqual(urls);
}

test.describe('usage logging', () => {
  test('logs each visit once, in order: not home, not /display, error pages with their code', async ({
    page,
    signIn,
    server,
  }) => {
    await signIn('admin', HOME);
    await launch(page, 'Dashboard');
    await expect(areaHeading(page, 'Dashboard')).toBeVisible();
    await goHome(page);
    await launch(page, 'Labor Planning');
    await expect(areaHeading(page, 'Labor Planning')).toBeVisible();
    await expectLogged(page, server.url, [
      `/dashboard?acctId=${ACCOUNT}`,
      `/labor-planning?acctId=${ACCOUNT}`,
    ]);

    await page.goto('/display');
    await page.goto('/error/403');
    await expect(page.getByRole('heading', { level: 1, name: 'Unauthorized' })).toBeVisible();
    await expectLogged(page, server.url, [
      `/dashboard?acctId=${ACCOUNT}`,
      `/labor-planning?acctId=${ACCOUNT}`,
      '/error/403',
    ]);

    const [dashboard, laborPlanning, forbidden] = (await usageLogs(server.url)).map((log) => log.record);
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

  test('records wait while the hub fails, then land once each', async ({ page, signIn, server }) => {
    await signIn('admin', HOME);
    await postControl(server.url, 'hub-faults', { times: 3 });
    await launch(page, 'Dashboard');
    await expect(areaHeading(page, 'Dashboard')).toBeVisible();
    await goHome(page);
    await launch(page, 'Labor Planning');
    await expect(areaHeading(page, 'Labor Planning')).toBeVisible();
    await expectLogged(
      page,
      server.url,
      [`/dashboard?acctId=${ACCOUNT}`, `/labor-planning?acctId=${ACCOUNT}`],
      20_000,
    );
    const faults = await (await fetch(`${server.url}/__test/hub-faults`)).json();
    expect(faults).toEqual({ pending: 0 });
  });

  test('a record whose answer was lost is sent again and stored once', async ({ page, signIn, server }) => {
    await signIn('admin', HOME);
    await postControl(server.url, 'hub-faults', { times: 1, afterSaving: true });
    await launch(page, 'Dashboard');
    await expect(areaHeading(page, 'Dashboard')).toBeVisible();
    await expectLogged(page, server.url, [`/dashboard?acctId=${ACCOUNT}`]);
    expect(await (await fetch(`${server.url}/__test/hub-faults`)).json()).toEqual({ pending: 0 });
  });
});
