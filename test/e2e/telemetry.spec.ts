import type { Page } from '@playwright/test';
import type { StoredErrorReport } from '../../src/contracts/telemetry';
import { storedAuthToken } from './support/api-auth';
import { outboxRecords } from './support/browser-storage';
import { expect, test } from './support/fixtures';
import { homeHeading, networkBanner, titleBar } from './support/landmarks';
import { syncStatusButton } from './support/offline';
import { expectOnScreen } from './support/on-screen';

/** The reference server's error reports, read as the signed-in admin (GET Telemetry/ErrorReports). */
async function reports(page: Page): Promise<StoredErrorReport[]> {
  const answer = await page.request.get('/api/Telemetry/ErrorReports', {
    headers: { 'X-Auth-Token': await storedAuthToken(page) },
  });
  return (await answer.json()) as StoredErrorReport[];
}

const analyticsState = (page: Page) => page.locator('html').getAttribute('data-behaviour-analytics');
const cookieConsent = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });

/** On the launcher, the banner's Accept: Clarity records, its two cookies set. */
async function acceptAnalytics(page: Page) {
  await expect(homeHeading(page)).toBeVisible();
  await cookieConsent(page).getByRole('button', { name: 'Accept' }).click();
  await expect.poll(() => analyticsState(page)).toBe('recording');
  await expect.poll(async () => Object.keys(await clarityCookies(page)).sort()).toEqual(['_clck', '_clsk']);
}

/** The page's requests for Clarity's chunk and its uploads to the collector, from now on. */
function clarityTraffic(page: Page) {
  const traffic = { uploads: [] as string[], clarityChunks: [] as string[] };
  page.on('request', (request) => {
    if (request.url().includes('/telemetry/clarity')) traffic.uploads.push(request.url());
    if (/clarity\.module-[^/]+\.js$/.test(request.url())) traffic.clarityChunks.push(request.url());
  });
  return traffic;
}

/** Clarity's own cookies on the page's origin, by name (`_clck`: its user id, `_clsk`: its session). */
async function clarityCookies(page: Page): Promise<Record<string, string>> {
  const cookies = await page.context().cookies();
  return Object.fromEntries(cookies.filter((c) => c.name.startsWith('_cl')).map((c) => [c.name, c.value]));
}

test.describe('error reporting and behaviour analytics (S1 §4, §7, §8)', () => {
  test('a hub warning and an uncaught error reach the server reports, with no token in them', async ({
    page,
    signIn,
  }) => {
    // Every hub socket is closed by the "server" at once: SignalR logs its failure (above level 1).
    await page.routeWebSocket(/\/hubs\//, (socket) => socket.close({ code: 1011, reason: 'e2e: hub down' }));
    await signIn('admin');
    await expect(homeHeading(page)).toBeVisible();
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('e2e: uncaught boom');
      });
    });

    await expect
      .poll(async () => (await reports(page)).some((r) => r.kind === 'hub-log' && (r.level ?? 0) >= 3))
      .toBe(true);
    await expect
      .poll(async () =>
        (await reports(page)).some(
          (r) => r.kind === 'uncaught-error' && r.message.includes('e2e: uncaught boom'),
        ),
      )
      .toBe(true);
    const hubReport = (await reports(page)).find((r) => r.kind === 'hub-log');
    expect(hubReport?.source).toMatch(/hub/i);
    expect(JSON.stringify(await reports(page))).not.toContain(await storedAuthToken(page));
  });

  test('an error made offline waits in the outbox and reaches the server once the connection is back', async ({
    page,
    context,
    signIn,
  }) => {
    // The reporter's chunk loads once the first screen is up (fetched by the hubs' connection);
    // this test's error comes after that. Before it, on a first visit without the service worker
    // (blocked here), the reporter could not load offline: the test went offline on 'Synced', which
    // raced the idle fetch and passed or failed by a few milliseconds.
    const reporterLoaded = page.waitForResponse((response) =>
      /\/error-reporting-[^/]+\.js$/.test(response.url()),
    );
    await signIn('admin');
    await expect(homeHeading(page)).toBeVisible();
    await expect(syncStatusButton(page)).toHaveText('Synced');
    await reporterLoaded;
    await context.setOffline(true);
    await expect(networkBanner(page)).toBeVisible();
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('e2e: offline boom');
      });
    });

    await expect(syncStatusButton(page)).toHaveText('1 to sync');
    // Only the error: the hub's messages about the lost connection are not held, and nothing
    // else fails for being offline (the frame's parts not fetched yet wait for the connection).
    const held = await outboxRecords(page);
    expect(held.map((record) => [record.kind, (record.payload as { message: string }).message])).toEqual([
      ['errorReport', 'Error: e2e: offline boom'],
    ]);

    await context.setOffline(false);
    await expect(networkBanner(page)).toBeHidden();
    await expect(syncStatusButton(page)).toHaveText('Synced');
    const arrived = (await reports(page)).filter((r) => r.message.includes('e2e: offline boom'));
    expect(arrived).toHaveLength(1);
    expect(arrived[0]).toMatchObject({ kind: 'uncaught-error', path: '/home' });
  });

  test('analytics whose library failed to load records once the connection is back (it stayed off for the page)', async ({
    page,
    context,
    signIn,
  }) => {
    let refused = 0;
    await page.route(/clarity\.module-[^/]+\.js$/, (route) => {
      if (refused > 0) return route.continue();
      refused += 1;
      return route.abort('internetdisconnected');
    });
    await signIn('admin');
    await expect(homeHeading(page)).toBeVisible();
    await cookieConsent(page).getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => refused).toBe(1);
    expect(await analyticsState(page)).not.toBe('recording');

    await context.setOffline(true);
    await expect(networkBanner(page)).toBeVisible();
    await context.setOffline(false);
    await expect.poll(() => analyticsState(page)).toBe('recording');
  });

  test('analytics starts only after the account data and cookie consent, and stops on /display and /development', async ({
    page,
    signIn,
  }) => {
    const { uploads, clarityChunks } = clarityTraffic(page);
    await signIn('admin');
    // The home launcher shows once the account data has loaded; consent is still missing.
    await expect(homeHeading(page)).toBeVisible();
    await expect.poll(() => analyticsState(page)).toBe('off');
    expect(clarityChunks).toEqual([]);

    await cookieConsent(page).getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => analyticsState(page)).toBe('recording');
    expect(clarityChunks).toHaveLength(1);
    await expect.poll(() => uploads.length).toBeGreaterThan(0);

    // In-app navigation to a display: the router's own history, no reload.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/display/1');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL(/\/display\/1$/);
    await expect.poll(() => analyticsState(page)).toBe('off');

    // Back on the launcher it records again; the /development pages are off too (S1 §4).
    await page.goBack();
    await expect(homeHeading(page)).toBeVisible();
    await expect.poll(() => analyticsState(page)).toBe('recording');
    await page.evaluate(() => {
      window.history.pushState({}, '', '/development');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(
      page.getByRole('main').getByRole('heading', { level: 1, name: 'Development' }),
    ).toBeVisible();
    await expect.poll(() => analyticsState(page)).toBe('off');
  });

  test("'Only necessary' answers the banner for good and analytics stays off: Clarity is never loaded, nothing uploaded", async ({
    page,
    signIn,
  }) => {
    const { uploads, clarityChunks } = clarityTraffic(page);
    await signIn('admin');
    await expect(homeHeading(page)).toBeVisible();
    // The banner says what Accept turns on besides the storage the portal needs (walkthrough 29, D2).
    await expect(cookieConsent(page)).toContainText('usage analytics (Microsoft Clarity)');
    await cookieConsent(page).getByRole('button', { name: 'Only necessary' }).click();
    await expect(cookieConsent(page)).toHaveCount(0);
    await expect(page.getByRole('main')).toBeFocused();

    // Remembered: a new page load of the signed-in launcher (account data loaded) neither asks again
    // nor records.
    await page.reload();
    await expect(homeHeading(page)).toBeVisible();
    await expect.poll(() => analyticsState(page)).toBe('off');
    await expect(cookieConsent(page)).toHaveCount(0);
    expect(clarityChunks).toEqual([]);
    expect(uploads).toEqual([]);
    expect(await clarityCookies(page)).toEqual({});
  });

  test('on a 320 px phone with text at 200 % the banner keeps its buttons in view, one under the other, and the page does not scroll sideways', async ({
    page,
    signIn,
  }) => {
    await page.setViewportSize({ width: 320, height: 768 });
    await signIn('admin');
    await page.addStyleTag({ content: 'html { font-size: 200% }' });
    const onlyNecessary = cookieConsent(page).getByRole('button', { name: 'Only necessary' });
    const accept = cookieConsent(page).getByRole('button', { name: 'Accept' });
    await expectOnScreen(page, onlyNecessary);
    await expectOnScreen(page, accept);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await accept.click();
    await expect(cookieConsent(page)).toHaveCount(0);
  });

  test("sign-out removes Clarity's cookies: the next user of the device is a new Clarity user", async ({
    page,
    signIn,
  }) => {
    await signIn('admin');
    await acceptAnalytics(page);
    const firstUser = (await clarityCookies(page))._clck ?? '';

    await titleBar(page).getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('dialog', { name: 'Settings' }).getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/sign-in/);
    await expect.poll(() => clarityCookies(page)).toEqual({});
    expect(await analyticsState(page)).toBe('off');

    // The consent is the device's (its banner does not ask again); the Clarity id is not.
    await signIn('supervisor');
    await expect(homeHeading(page)).toBeVisible();
    await expect.poll(() => analyticsState(page)).toBe('recording');
    await expect.poll(async () => (await clarityCookies(page))._clck).toBeDefined();
    const idOf = (cookie: string) => decodeURIComponent(cookie).split(/[\^|]/)[0];
    expect(idOf((await clarityCookies(page))._clck ?? '')).not.toBe(idOf(firstUser));
  });

  test("the answer can be changed later: Settings' 'Usage analytics' switch stops recording and removes Clarity's cookies, and starts it again", async ({
    page,
    signIn,
  }) => {
    await signIn('admin');
    await acceptAnalytics(page);

    await titleBar(page).getByRole('button', { name: 'Settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Settings' });
    await settings.getByRole('button', { name: 'Preferences', exact: true }).click();
    const usageAnalytics = settings.getByRole('switch', { name: 'Usage analytics' });
    await expect(usageAnalytics).toBeChecked();
    await usageAnalytics.click();
    await expect(usageAnalytics).not.toBeChecked();
    await expect.poll(() => analyticsState(page)).toBe('off');
    await expect.poll(() => clarityCookies(page)).toEqual({});

    // Remembered as 'Only necessary': after a reload the banner does not ask, and nothing records.
    await page.reload();
    await expect(homeHeading(page)).toBeVisible();
    await expect.poll(() => analyticsState(page)).toBe('off');
    await expect(cookieConsent(page)).toHaveCount(0);

    await titleBar(page).getByRole('button', { name: 'Settings' }).click();
    await settings.getByRole('button', { name: 'Preferences', exact: true }).click();
    await usageAnalytics.click();
    await expect(usageAnalytics).toBeChecked();
    await expect.poll(() => analyticsState(page)).toBe('recording');
  });
});
