import type { Page } from '@playwright/test';
import { NOTIFICATIONS_HUB_PATH } from '../../src/contracts/notifications-hub';
import { USAGE_HUB_PATH } from '../../src/contracts/usage';
import { expect, signInOnPage, submitSignIn, test } from './support/fixtures';
import { hubAccepted } from './support/hubs';
import { sidebar, titleBar } from './support/landmarks';
import { favoritesAtServer, starWaitingToSync, syncStatusButton } from './support/offline';

const settingsPanel = (page: Page) => page.getByRole('dialog', { name: 'Settings' });

async function openSettings(page: Page) {
  await titleBar(page).getByRole('button', { name: 'Settings' }).click();
  await expect(settingsPanel(page)).toBeVisible();
}

test.describe('settings panel', () => {
  test('the settings button opens the 800 px panel with its entries and the copyright line', async ({
    page,
    signIn,
  }) => {
    await signIn('admin');
    await openSettings(page);
    const panel = settingsPanel(page);
    const entries = panel.getByRole('navigation', { name: 'Settings' }).getByRole('button');
    await expect(entries).toHaveText([
      'Preferences',
      'Notifications',
      'Permissions',
      'Impersonate Supervisor',
      'Impersonate User',
      'Terms of Use',
      'Sign Out',
    ]);
    await expect(panel).toContainText(`© ${new Date().getFullYear()} Ops Portal`);
    // S2 §2, §9: an 800 px panel sliding in from the right edge.
    await expect.poll(async () => (await panel.boundingBox())?.width).toBe(800);
    const viewportWidth = page.viewportSize()?.width ?? 0;
    await expect.poll(async () => (await panel.boundingBox())?.x).toBe(viewportWidth - 800);
  });

  test('Terms of Use opens its modal with the rental terms; Escape closes it, then the panel', async ({
    page,
    signIn,
  }) => {
    await signIn('admin');
    await openSettings(page);
    await settingsPanel(page).getByRole('button', { name: 'Terms of Use' }).click();
    const terms = page.getByRole('dialog', { name: 'Terms of Use' });
    await expect(terms).toContainText('valid for 30 days');
    await expect(terms).toContainText('valid US driver’s license');
    // The other figures of S2 §9: minors, the claim limit, the counter-notice's restoration.
    await expect(terms).toContainText('children under 13');
    await expect(terms).toContainText('Persons under 18 may not use any password-based service');
    await expect(terms).toContainText('within 1 year after it arose');
    await expect(terms).toContainText('restored within 10 to 14 business days');
    // One press closes the layer on top only.
    await page.keyboard.press('Escape');
    await expect(terms).toBeHidden();
    await expect(settingsPanel(page).getByRole('button', { name: 'Terms of Use' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(settingsPanel(page)).toBeHidden();
  });

  test("Permissions shows the signed-in user's details and app permissions", async ({ page, signIn }) => {
    await signIn('supervisor');
    await openSettings(page);
    await settingsPanel(page).getByRole('button', { name: 'Permissions' }).click();
    await expect(page.getByRole('table', { name: 'User details' })).toContainText('Sam Supervisor');
    const marketRates = page
      .getByRole('table', { name: 'App permissions' })
      .getByRole('row', { name: /marketrates/ });
    await expect(marketRates).toContainText('Limited');
    await settingsPanel(page).getByRole('button', { name: 'Back' }).click();
    await expect(settingsPanel(page).getByRole('button', { name: 'Terms of Use' })).toBeVisible();
  });

  for (const [view, path, emptyText, loadedView] of [
    ['Permissions', 'Common/SelfUserDetails', 'No permission details to show.', 'table'],
    ['Notifications', 'Common/UserNotification', 'No notification settings to show.', 'switch'],
  ] as const)
    test(`${view}: a failed read says it could not be loaded (not "${emptyText}"), and Try again loads it`, async ({
      page,
      signIn,
    }) => {
      let failing = true;
      await page.route(`**/api/${path}`, (route) =>
        failing && route.request().method() === 'GET'
          ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Boom"}' })
          : route.fallback(),
      );
      await signIn('supervisor');
      await openSettings(page);
      await settingsPanel(page).getByRole('button', { name: view }).click();
      const state = settingsPanel(page).getByRole('status').filter({ hasText: 'Could not be loaded.' });
      await expect(state).toBeVisible();
      await expect(settingsPanel(page)).not.toContainText(emptyText);
      // S2 §8: no message for the failure, nor the server's words.
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(settingsPanel(page)).not.toContainText('Boom');

      failing = false;
      await state.getByRole('button', { name: 'Try again' }).click();
      await expect(settingsPanel(page).getByRole(loadedView).first()).toBeVisible();
      await expect(state).toHaveCount(0);
    });

  test('opens at the first click, also on a page that has not had an idle moment yet', {
    tag: '@fake-clock',
  }, async ({ page, signIn }) => {
    // Time stands still, as on a page kept busy: no idle callback ever runs, so nothing of the
    // panel is fetched until the click asks for it.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    await signIn('admin');
    await openSettings(page);
    await expect(settingsPanel(page).getByRole('navigation', { name: 'Settings' })).toBeVisible();
  });

  test('Sign Out lands on the sign-in page; a page opened while signing out is never asked of the server', async ({
    page,
    signIn,
    controls,
  }) => {
    await signIn('admin');
    // The logout is held at the network, so the sign-out stays in progress until the test lets it go.
    let releaseLogout = () => {};
    const logoutHeld = new Promise<void>((resolve) => {
      releaseLogout = resolve;
    });
    let logoutSent = () => {};
    const logoutAsked = new Promise<void>((resolve) => {
      logoutSent = resolve;
    });
    await page.route('**/api/Auth/Logout', async (route) => {
      logoutSent();
      await logoutHeld;
      await route.continue();
    });
    await openSettings(page);
    await settingsPanel(page).getByRole('button', { name: 'Sign Out' }).click();
    await logoutAsked;

    // S1 §4: while signing out, calls other than the logout are dropped. The user opens a page
    // whose data comes from the API: the call never leaves, and the page shows no failure for it.
    const sentMeanwhile: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/')) sentMeanwhile.push(`${request.method()} ${request.url()}`);
    });
    await sidebar(page).getByRole('link', { name: 'Dashboard', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Signing out…' })).toBeVisible();
    await expect(page.getByText('This page could not be loaded')).toHaveCount(0);
    // Nor does an action the user starts meanwhile fail: Dismiss on an announcement sends nothing
    // and toasts nothing (no 'Announcement not dismissed' saying 'Signing out.'). The closed
    // announcement is rendered after what the Dismiss showed, so a toast would be there by then.
    await page
      .getByRole('region', { name: 'Announcements' })
      .getByRole('button', { name: 'Holiday schedule' })
      .click();
    const announcement = page.getByRole('dialog', { name: 'Holiday schedule' });
    await announcement.getByRole('button', { name: 'Dismiss' }).click();
    await announcement.getByRole('button', { name: 'Close' }).click();
    await expect(announcement).toHaveCount(0);
    // Counted once, not awaited to be gone: a toast closes itself after 3 s.
    expect(await page.getByText('Announcement not dismissed').count()).toBe(0);
    expect(await page.getByText('Signing out.', { exact: true }).count()).toBe(0);
    expect(sentMeanwhile).toEqual([]);

    releaseLogout();
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    const { requests } = await controls.stats();
    expect(requests['POST Auth/Logout']).toBe(1);
    expect(requests['GET Areas/dashboard']).toBeUndefined();
  });

  test('Sign Out stops both hubs first: none tries again with the revoked token, and they come back for the next user', async ({
    page,
    signIn,
  }) => {
    // Walkthrough 14, D6: the server closes a sign-in's hub connections when it revokes it, and the
    // hubs, still running for the user, took that for a drop: a negotiation per hub with the
    // revoked token (401) and six console warnings on every sign-out.
    const bothHubs = () =>
      Promise.all([hubAccepted(page, USAGE_HUB_PATH), hubAccepted(page, NOTIFICATIONS_HUB_PATH)]);
    const connected = bothHubs();
    await signIn('admin');
    await connected;

    const negotiations: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/negotiate')) negotiations.push(new URL(request.url()).pathname);
    });
    const hubWarnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' && / hub: /.test(message.text())) hubWarnings.push(message.text());
    });
    await openSettings(page);
    await settingsPanel(page).getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);

    // The next user signs in on the same page: both hubs connect again, for them. What the old
    // code did after the server closed the connections came before that (a retry at once, then
    // the stop when the user's data was forgotten).
    const reconnected = bothHubs();
    await submitSignIn(page, 'viewer');
    await expect(page).not.toHaveURL(/\/sign-in/);
    await reconnected;
    expect(hubWarnings).toEqual([]);
    expect(negotiations.sort()).toEqual(['/hubs/appUsage/negotiate', '/hubs/notifications/negotiate']);
  });

  test('Sign Out with a change still waiting says it stays on this device; after the next sign-in here it is sent (walkthrough 18, D3)', async ({
    page,
    signIn,
    controls,
  }) => {
    await signIn('supervisor');
    // The server refuses to save favorites for now: the star waits in the queue.
    await starWaitingToSync(page, controls);

    await openSettings(page);
    await settingsPanel(page).getByRole('button', { name: 'Sign Out' }).click();
    const question = page.getByRole('dialog', { name: 'Sign out now?' });
    await expect(question).toContainText(
      '1 change on this device has not reached the server yet. It waits here, and is sent when you sign in on this device again, as yourself: not when someone else does.',
    );
    // Nothing is lost: not worded as a deletion (walkthrough 28, D4).
    await expect(question).not.toContainText('This action cannot be undone');
    await question.getByRole('button', { name: 'Cancel' }).click();
    await expect(question).toBeHidden();
    await expect(page).not.toHaveURL(/\/sign-in/);

    await settingsPanel(page).getByRole('button', { name: 'Sign Out' }).click();
    await question.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/sign-in/);

    // The same user signs in here again: the star reaches the server.
    await controls.clearFaults();
    await signInOnPage(page, 'supervisor');
    await expect.poll(() => favoritesAtServer(page)).toContain(102);
    await expect(syncStatusButton(page)).toHaveText('Synced');
  });
});
