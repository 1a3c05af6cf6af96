import type { Page } from '@playwright/test';
import { contrastRatio } from '../../src/core/ui/contrast.testkit';
import { expect, test } from './support/fixtures';

/**
 * Clicks Return Home and checks it reloads /home (S1 §2.2): a full page load, not a navigation
 * inside the app, so a marker set on the old page's `window` is gone on the new one.
 */
async function returnHomeReloads(page: Page) {
  await page.evaluate(() => {
    (window as { __pageBefore?: boolean }).__pageBefore = true;
  });
  await page.getByRole('button', { name: 'Return Home' }).click();
  // Waits for the new document's load event when the page is loaded anew.
  await page.waitForURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  expect(await page.evaluate(() => (window as { __pageBefore?: boolean }).__pageBefore)).toBeUndefined();
}

test.describe('error page', () => {
  const pages: [string, string, string][] = [
    ['browser', 'Unsupported Browser', 'Google Chrome'],
    ['404', 'Page Not Found', 'Return Home'],
    ['403', 'Unauthorized', "You don't have permission to view this page."],
    ['401', 'Unauthorized', "You don't have permissions to any apps."],
    ['500', 'API Error', 'Return Home'],
    ['406', 'Access Error', "You don't have any assigned accounts."],
    ['503', 'Migration in Progress', 'Check Migration Status'],
    ['teapot', 'Unknown Error', 'Return Home'],
  ];
  for (const [id, title, text] of pages) {
    test(`shows ${id} as ${title}`, async ({ page }) => {
      await page.goto(`/error/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText(text).first()).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Title bar' })).toHaveCount(0);
    });
  }

  test('an unknown path shows 404 and Return Home reloads /home', async ({ page, signIn }) => {
    await signIn('admin');
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/error\/404$/);
    await returnHomeReloads(page);
  });

  // Walkthroughs 28 O2 and 29 O10: a mistyped link lost its account on the way to the error page,
  // and Return Home then opened the user's default account.
  test("a mistyped link's account goes with it to the 404 page, and Return Home opens it", async ({
    page,
    signIn,
  }) => {
    await signIn('admin');
    await page.goto('/dashbord?acctId=1004');
    await expect(page).toHaveURL(/\/error\/404\?acctId=1004$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await page.getByRole('button', { name: 'Return Home' }).click();
    await expect(page).toHaveURL(/\/home\?acctId=1004$/);
    await expect(
      page.getByRole('navigation', { name: 'Title bar' }).getByRole('button', { name: /Avery Admin/ }),
    ).toContainText('Phoenix Fleet Center');
  });

  test('an unknown one-segment path shows 404', async ({ page, signIn }) => {
    await signIn('admin');
    await page.goto('/nope');
    await expect(page).toHaveURL(/\/error\/404$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  });

  test('a 503 from the API goes to /error/503; the status check returns home once it is over, and so does Return Home', async ({
    page,
    signIn,
    controls,
  }) => {
    await signIn('admin');
    await controls.fault('Areas/dashboard', 503, 1, 'Migrating');
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/error\/503$/);
    await expect(page.getByRole('heading', { name: 'Migration in Progress' })).toBeVisible();
    await page.getByRole('button', { name: 'Check Migration Status' }).click();
    await expect(page).toHaveURL(/\/home$/);

    // The 503 page's other way out: Return Home, a full load of /home as on every error page.
    await page.goto('/error/503');
    await expect(page.getByRole('heading', { name: 'Migration in Progress' })).toBeVisible();
    await returnHomeReloads(page);
  });

  test('a 403 from the API toasts and is retried', async ({ page, signIn, controls }) => {
    await signIn('admin');
    await controls.fault('Areas/dashboard', 403, 1);
    await page.goto('/dashboard');
    const message = page.getByText("You don't have access to this app!");
    await expect(message).toBeVisible();
    await expect(page.getByText('Error occurred')).toBeVisible();
    // The message is the news: readable (WCAG 1.4.3), not Mantine's dimmed grey at 3.3:1
    // (walkthrough 29, D5).
    const [text, background] = await message.evaluate((element) => [
      getComputedStyle(element).color,
      getComputedStyle(element.closest('.mantine-Notification-root') ?? document.body).backgroundColor,
    ]);
    expect(contrastRatio(text ?? '', background ?? '')).toBeGreaterThanOrEqual(4.5);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  test('a 403 that outlasts the retries toasts once and ends on the Unauthorized page', async ({
    page,
    signIn,
    controls,
  }) => {
    await signIn('admin');
    const refusal = 'The dashboard is closed to your role.';
    // The first try and both retries are refused (FORBIDDEN_RETRIES = 2).
    await controls.fault('Areas/dashboard', 403, 3, refusal);
    await controls.resetStats();
    await page.goto('/dashboard');
    const toast = page.getByText("You don't have access to this app!");
    await expect(toast).toBeVisible();
    await expect(page.getByText('Error occurred')).toBeVisible();
    // Drawn as a toast, over the page's top-right corner (its stylesheet once never reached the
    // build, and toasts lay as plain text at the foot of the page). The container stays after it.
    await expect(page.locator('.mantine-Notifications-root').first()).toHaveCSS('position', 'fixed');
    // S1 §2.2: 403 is 'Unauthorized: no permission for this page', as for a link to a page the
    // user may not open (walkthrough 11, defect 2; docs/shell.md), not the page or its content.
    await expect(page.getByRole('heading', { level: 1, name: 'Unauthorized' })).toBeVisible();
    await expect(page).toHaveURL(/\/error\/403$/);
    await expect(page.getByText(refusal)).toBeHidden();
    // One toast for the call, however many tries it took (it may have closed by now: 3 seconds).
    expect(await toast.count()).toBeLessThanOrEqual(1);
    expect((await controls.stats()).requests['GET Areas/dashboard']).toBe(3);
  });

  test('a malformed answer shows a message, never a blank screen', async ({ page, signIn }) => {
    await signIn('admin');
    await page.route('**/api/Areas/dashboard', (route) =>
      route.fulfill({ status: 200, body: '{"areaId":', contentType: 'application/json' }),
    );
    await page.goto('/dashboard');
    await expect(page.getByRole('alert')).toContainText('cannot read');
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  test('a server error shows its message', async ({ page, signIn, controls }) => {
    await signIn('admin');
    await controls.fault('Areas/dashboard', 500, 1, 'The area store is unavailable.');
    await page.goto('/dashboard');
    await expect(page.getByRole('alert')).toContainText('The area store is unavailable.');
    // The failure shows inside the frame: the title bar and sidebar still lead elsewhere.
    await expect(page.getByRole('navigation', { name: 'Title bar' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('button', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/home/);
  });
});

test('a menu that could not be read is not shown as an empty one (walkthrough 11, defect 6)', async ({
  page,
  signIn,
  controls,
}) => {
  await controls.fault('Common/Menu', 500, 100, 'The menu store is unavailable.');
  await signIn('supervisor');
  await expect(page.getByRole('alert')).toContainText('This page could not be loaded');
  const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
  await sidebar.getByRole('tab', { name: 'Apps' }).click();
  await expect(sidebar.getByRole('tab', { name: 'Apps', selected: true })).toBeVisible();
  // The group's empty sentence (S1 §2.3) is for a menu without such entries, not for one not read.
  await expect(sidebar.getByText(/^No \w+ Found\.$/)).toHaveCount(0);
});

test.describe('unsupported browsers', () => {
  test.use({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0' });
  test('are sent to /error/browser', async ({ page }) => {
    await page.goto('/home');
    await expect(page).toHaveURL(/\/error\/browser$/);
    await expect(page.getByRole('link', { name: 'Microsoft Edge' })).toBeVisible();
  });
});
