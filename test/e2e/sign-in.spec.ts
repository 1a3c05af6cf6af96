import type { Page } from '@playwright/test';
import { ageCachedReads } from './support/browser-storage';
import { expect, signInOnPage, submitSignIn, test } from './support/fixtures';
import { holdRequests } from './support/held-requests';
import { titleBar } from './support/landmarks';
import { favoritesAtServer, starWaitingToSync } from './support/offline';

/** The API calls this page load has answered, by path, with the last status each got. */
function answeredApiCalls(page: Page): Promise<Record<string, number>> {
  return page.evaluate(() => {
    const answered: Record<string, number> = {};
    for (const entry of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
      const path = new URL(entry.name).pathname;
      if (path.startsWith('/api/')) answered[path.slice('/api/'.length)] = entry.responseStatus;
    }
    return answered;
  });
}

const okAnswers = (calls: string[]) => Object.fromEntries(calls.map((call) => [call, 200]));

/** What the guards read before a page shows. */
const guardCalls = ['Common/Accounts', 'Common/Menu', 'Common/Roles'];
/** Everything the home page reads on a first visit. */
const firstVisitCalls = [...guardCalls, 'Common/Announcements', 'Common/GlobalNotifications'];

test.describe('sign-in', () => {
  test('lands on the URL first asked for', async ({ page }) => {
    // An account the admin holds: one it does not hold is corrected in the address on arrival
    // (navigation.spec.ts, walkthrough 10 defect 5), and this test once raced that correction.
    await page.goto('/dashboard?acctId=1003');
    await expect(page).toHaveURL(/\/sign-in\?redirect=/);
    await signInOnPage(page, 'admin');
    await expect(page).toHaveURL(/\/dashboard\?acctId=1003$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  test("signed out, the page never fetches the signed-in frame's menus and panels", async ({
    browser,
    baseURL,
  }) => {
    // A context of its own: nothing served from an earlier test's caches goes unseen.
    const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    // The last of what every page loads on idle: the follower of sessions changed elsewhere, loaded
    // by the menu's return listener once that is in (with whatever it needed before it).
    const lastIdleLoad = page.waitForRequest(/\/session-changed-elsewhere-[^/]+\.js$/);
    await page.goto('/sign-in');
    await expect(page.getByLabel('Username')).toBeVisible();
    await lastIdleLoad;
    expect(
      scripts.filter((path) =>
        /\/(frame-parts|SettingsPanel|HelpMenu|UserMenuPopover|ReleaseNotesModal|NotificationsPopover|SyncStatusPopover|HelpLayer|AgentChat)-/.test(
          path,
        ),
      ),
    ).toEqual([]);
    await context.close();
  });

  test('lands on /home without a target, from the empty path', async ({ page }) => {
    await page.goto('/');
    await signInOnPage(page, 'viewer');
    await expect(page).toHaveURL(/\/home$/);
  });

  test('says clearly when the password is wrong, and keeps the user on the page', async ({ page }) => {
    await page.goto('/sign-in');
    await submitSignIn(page, 'admin', 'wrong');
    await expect(page.getByRole('alert')).toContainText('Incorrect username or password.');
    await expect(page).toHaveURL(/\/sign-in/);
    await expect(page.getByLabel('Username')).toHaveValue('admin');
    // Submitted with a click, the busy button let go of the focus: the password field has it,
    // its text selected, so typing replaces it (docs/security.md, Accessibility).
    const password = page.getByLabel('Password');
    await expect(password).toBeFocused();
    expect(
      await password.evaluate(
        (input: HTMLInputElement) => input.selectionStart === 0 && input.selectionEnd === input.value.length,
      ),
    ).toBe(true);
  });

  test('asks for both fields before calling the server', async ({ page, controls }) => {
    await controls.resetStats();
    await page.goto('/sign-in');
    await page.getByRole('button', { name: 'Sign in' }).click();
    // Said at each field, the first one focused; no "Sign-in failed", since nothing was tried.
    const username = page.getByRole('textbox', { name: 'Username' });
    await expect(username).toHaveAccessibleDescription('Enter your username');
    await expect(username).toBeFocused();
    await expect(page.getByLabel('Password')).toHaveAccessibleDescription('Enter your password');
    await expect(page.getByText('Sign-in failed')).toHaveCount(0);
    await username.fill('admin');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByLabel('Password')).toBeFocused();
    await expect(username).not.toHaveAccessibleDescription('Enter your username');
    expect((await controls.stats()).logins).toBe(0);
  });

  test('restores the session after a reload', async ({ page, signIn }) => {
    await signIn('supervisor', '/labor-planning');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Labor Planning' })).toBeVisible();
  });

  test('signs out with the spec message when the session can no longer be renewed', async ({
    page,
    signIn,
    controls,
  }) => {
    await signIn('admin');
    // The first visit's calls answered while the session was young: none of them signs out early.
    await expect
      .poll(() => answeredApiCalls(page))
      .toEqual(expect.objectContaining(okAnswers(firstVisitCalls)));
    // Off the app before the clock moves: the first page's later work (its hubs connect once the
    // browser is idle) would meet the expired session first and sign out there, before this visit.
    await page.goto('about:blank');
    await controls.shiftClock(13 * 60 * 60 * 1000); // past the refresh token's lifetime too
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/sign-in/);
    await expect(page.getByRole('status')).toContainText('Session expired, please re-login!');
    // Signed out without choosing to: signing in again goes back to the page the user was on.
    await expect(page).toHaveURL(/\/sign-in\?redirect=%2Fdashboard$/);
    await signInOnPage(page, 'admin');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    // The way back is the user's own: someone else signing in there goes home (walkthrough 3:
    // a viewer landed on the admin's page, which said 403).
    await page.goto('about:blank');
    await controls.shiftClock(26 * 60 * 60 * 1000); // past the second session's lifetime
    await page.goto('/shift-management');
    await expect(page.getByRole('status')).toContainText('Session expired, please re-login!');
    await expect(page).toHaveURL(/\/sign-in\?redirect=%2Fshift-management$/);
    await signInOnPage(page, 'viewer');
    await expect(page).toHaveURL(/\/home$/);
    await expect(titleBar(page).getByText('Vic Viewer')).toBeVisible();
  });

  test("another tab follows a sign-out and someone else's sign-in, never mixing the two users", async ({
    page,
    context,
    signIn,
  }) => {
    await signIn('viewer');
    const other = await context.newPage();
    await other.goto('/dashboard');
    await expect(titleBar(other).getByText('Vic Viewer')).toBeVisible();

    // The server hears of the sign-out only once the other tabs have followed it: one still using
    // the session after its revocation took the refusal for an expiry ('Session expired', and a way
    // back to its page for the user who chose to leave: a red CI, stop 31).
    const releaseLogout = await holdRequests(page, '**/api/Auth/Logout');
    await titleBar(page).getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('dialog', { name: 'Settings' }).getByRole('button', { name: 'Sign Out' }).click();
    // The other tab shows plain sign-in: a chosen sign-out leaves no way back in any tab, since the
    // next person may be someone else (walkthrough 3); nothing of the user stays.
    await expect(other).toHaveURL(/\/sign-in$/);
    await expect(other.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(other.getByText('Session expired, please re-login!')).toHaveCount(0);
    releaseLogout();
    await expect(page).toHaveURL(/\/sign-in$/);

    await signInOnPage(page, 'supervisor');
    // Someone else signed in: the other tab goes home with them, all of it the new user's.
    await expect(other).toHaveURL(/\/home$/);
    await expect(titleBar(other).getByText('Sam Supervisor')).toBeVisible();
    await expect(titleBar(other).getByText('Vic Viewer')).toHaveCount(0);
  });

  test('after an expiry, the sign-in page says the changes still waiting are the user’s, sent once they sign in (walkthrough 18)', async ({
    page,
    signIn,
    controls,
  }) => {
    await signIn('supervisor');
    // The server refuses to save favorites for now: the star waits in the queue.
    await starWaitingToSync(page, controls);

    await page.goto('about:blank');
    await controls.shiftClock(13 * 60 * 60 * 1000); // past the refresh token's lifetime
    await page.goto('/home');
    const status = page.getByRole('status');
    await expect(status).toContainText('Session expired, please re-login!');
    await expect(status).toContainText(
      '1 change of yours on this device has not reached the server yet: it is sent once you sign in.',
    );

    await controls.clearFaults();
    await signInOnPage(page, 'supervisor');
    await expect.poll(() => favoritesAtServer(page)).toContain(102);
  });
});

test.describe('token renewal', () => {
  test('an expired app token is renewed once for all the requests of a page, then they succeed', async ({
    page,
    signIn,
    controls,
  }) => {
    await signIn('admin');
    // Every call of the first visit answered before the tokens age, so none of them renews.
    await expect
      .poll(() => answeredApiCalls(page))
      .toEqual(expect.objectContaining(okAnswers(firstVisitCalls)));
    // Off the app (to a bare page of its origin) before the clock moves: the first page's later
    // work (its hubs connect once the browser is idle) would otherwise renew the token too.
    await page.goto('/bench-static.html');
    await controls.shiftClock(10 * 60 * 1000); // app tokens (5 min) expired, refresh token valid
    // The cached copies are older than the freshness window, so the next visit revalidates each one.
    await ageCachedReads(page);
    await controls.resetStats();
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    // The guard's reads all answered 200: the first renewed the token, the others waited for it.
    await expect.poll(() => answeredApiCalls(page)).toEqual(expect.objectContaining(okAnswers(guardCalls)));
    expect((await controls.stats()).renewals).toBe(1);
  });

  test('a device clock 6 minutes fast renews the token now and then, not before every call', {
    tag: '@fake-clock',
  }, async ({ page, controls }) => {
    // A laptop 6 minutes ahead of the server (walkthrough 10), more than the app token's 5-minute
    // life: read against the device's clock, every new token had lapsed before it was used.
    await page.clock.install({ time: Date.now() + 6 * 60_000 });
    await page.goto('/sign-in');
    await signInOnPage(page, 'supervisor');
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await titleBar(page)
      .getByRole('button', { name: /^Notifications/ })
      .click();
    await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.goto('/dashboard?view=ops');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    const { renewals, requests } = await controls.stats();
    const calls = Object.values(requests).reduce((sum, count) => sum + count, 0);
    expect(calls).toBeGreaterThan(10);
    expect(renewals).toBeLessThanOrEqual(1);
  });
});
