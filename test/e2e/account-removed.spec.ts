import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { goHome, homeHeading, launch, launcherSettled, sidebar, titleBar } from './support/landmarks';
import { favoritesAtServer, syncStatusButton } from './support/offline';
import { signInWithFollower } from './support/session-follower';
import { expectTitleBarUncovered } from './support/title-bar';
import { showPageAgain } from './support/visibility';

/*
 * Walkthrough 11, defect 1: the account a user works in is taken from them at the server (an
 * administrator moves a supervisor to another site). Every request named it and was refused, the
 * account switch too, a star was set aside as 'not accepted', and only a sign-out helped. The app
 * now moves to an account the user holds, says so once, and sends what waited (docs/shell.md,
 * "An account taken from the user").
 */

const userButton = (page: Page) => titleBar(page).getByRole('button', { name: /Sam Supervisor/ });
const MOVED = 'You no longer have access to Metro Airport Rentals; showing Harbor Logistics Yard.';
const APP_REFUSAL = "You don't have access to this app!";
const movedNotice = (page: Page) => page.getByRole('alert').filter({ hasText: 'no longer have access' });

/** The selected account of a renewal's answer (`POST Auth/Renew`), once it is answered. */
function nextRenewal(page: Page): Promise<number | null> {
  return page
    .waitForResponse((response) => response.url().endsWith('/api/Auth/Renew') && response.status() === 200)
    .then(
      async (response) => ((await response.json()) as { user: { selectedAccountId: number | null } }).user,
    )
    .then((user) => user.selectedAccountId);
}

test.describe('an account taken from the user', () => {
  test('the next action lands on the account they hold, says so once, and the star reaches the server', async ({
    page,
    signIn,
    controls,
  }) => {
    await signIn('supervisor', '/task-list');
    await expect(page.getByRole('heading', { level: 1, name: 'Task List' })).toBeVisible();
    await expect(userButton(page)).toContainText('Metro Airport Rentals');
    // The visit is logged (the usage hub connected) while the user still holds the account.
    await expect(syncStatusButton(page)).toHaveText('Synced');
    const before = await favoritesAtServer(page);
    expect(before).not.toContain(102);
    await sidebar(page).getByRole('tab', { name: 'Apps' }).click();

    expect(await controls.removeAccount('supervisor', 1001)).toEqual({ removed: true });
    await sidebar(page).getByRole('button', { name: 'Favorite Dashboard', pressed: false }).click();

    await expect(page.getByRole('alert').filter({ hasText: 'no longer have access' })).toHaveText(MOVED);
    await expect(userButton(page)).toContainText('Harbor Logistics Yard');
    // The notice leaves the title bar free: the user may want the account switch it talks about.
    await expectTitleBarUncovered(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Task List' })).toBeVisible();
    await expect.poll(() => favoritesAtServer(page)).toEqual([...before, 102]);
    await expect(syncStatusButton(page)).toHaveText('Synced');
    // Said once, and never as an app refusal.
    await expect(page.getByRole('alert').filter({ hasText: 'no longer have access' })).toHaveCount(1);
    await expect(page.getByText(APP_REFUSAL)).toHaveCount(0);

    // A reload stays on the account the user holds, without a word.
    await page.reload();
    await expect(userButton(page)).toContainText('Harbor Logistics Yard');
    await expect(page.getByRole('heading', { level: 1, name: 'Task List' })).toBeVisible();
    await expect(page.getByText(APP_REFUSAL)).toHaveCount(0);
  });

  test('a reload after the account was taken opens the page in the account they hold, with the notice', async ({
    page,
    signIn,
    controls,
  }) => {
    await signIn('supervisor', '/task-list');
    await expect(userButton(page)).toContainText('Metro Airport Rentals');
    await expect(syncStatusButton(page)).toHaveText('Synced');
    // Taken while no page of the app is open: a page still open could learn of it first (its hubs
    // connecting, a visit logged) and move with the notice before the reload, which then opens in
    // the account held without a word (a failure seen once in CI).
    await page.goto('about:blank');
    await controls.removeAccount('supervisor', 1001);

    await page.goto('/task-list');
    await expect(page.getByRole('alert').filter({ hasText: 'no longer have access' })).toHaveText(MOVED);
    await expect(userButton(page)).toContainText('Harbor Logistics Yard');
    // The notice leaves the title bar free: the user may want the account switch it talks about.
    await expectTitleBarUncovered(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Task List' })).toBeVisible();
    await expect(page.getByText('This page could not be loaded')).toHaveCount(0);
    await expect(page.getByText(APP_REFUSAL)).toHaveCount(0);
    // Not asserted: the reload's own visit, logged in Metro before the move, is refused by the
    // usage hub and dropped (docs/shell.md, "An account taken from the user", Not done).
  });

  test('the account switch works while the stored account is refused', async ({
    page,
    signIn,
    controls,
    server,
  }) => {
    // The admin holds Metro Airport Rentals (selected), Zürich Hub and Phoenix Fleet Center.
    await signIn('admin', '/dashboard');
    const button = titleBar(page).getByRole('button', { name: /Avery Admin/ });
    await expect(button).toContainText('Metro Airport Rentals');
    await controls.removeAccount('admin', 1001);

    // Whether the app has moved off Metro on its own by then (to Zürich Hub) or not, the switch goes.
    await button.click();
    await page
      .getByRole('dialog', { name: 'User menu' })
      .getByRole('radio', { name: 'Phoenix Fleet Center' })
      .click();

    await expect(button).toContainText('Phoenix Fleet Center');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const signedIn = await page.request.post(`${server.url}/api/Auth/Login`, {
      data: { username: 'admin', password: 'demo' },
    });
    expect(((await signedIn.json()) as { user: { selectedAccountId: number } }).user.selectedAccountId).toBe(
      1004,
    );
    await expect(page.getByText(APP_REFUSAL)).toHaveCount(0);
  });

  test('a renewal before any refused request: the same notice, the account they hold, the page there', async ({
    page,
    signIn,
    controls,
  }) => {
    await signInWithFollower(page, () => signIn('supervisor', '/home'));
    await expect(homeHeading(page)).toBeVisible();
    await expect(userButton(page)).toContainText('Metro Airport Rentals');
    expect(await controls.removeAccount('supervisor', 1001)).toEqual({ removed: true });
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 403) refused.push(response.url());
    });

    // The app token lapses at the server: the next call renews first, and the renewal answers the
    // server's fallback, the first account held, before any call names Metro.
    const renewed = nextRenewal(page);
    await controls.shiftClock(6 * 60_000);
    await launch(page, 'Apps', 'Dashboard');
    expect(await renewed).toBe(1002);

    await expect(movedNotice(page)).toHaveText(MOVED);
    await expect(userButton(page)).toContainText('Harbor Logistics Yard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(movedNotice(page)).toHaveCount(1);
    await expect(page.getByText(APP_REFUSAL)).toHaveCount(0);
    // The renewal said it: nothing was refused.
    expect(refused).toEqual([]);
  });

  test('a page loaded with a lapsed token, whose first call renews off the account: the same notice', async ({
    page,
    signIn,
    controls,
  }) => {
    await signIn('supervisor', '/home');
    await expect(userButton(page)).toContainText('Metro Airport Rentals');

    // The account is taken and the token lapses while the app is closed; it is opened again. Its
    // first call renews, long before the follower of renewed sessions (loaded on idle) listens.
    // Closed first: a page still open could learn of the move itself (its hubs connecting, its
    // visit logged) and keep the account held, so the new page's renewal changed nothing and said
    // nothing (a failure seen once in CI).
    await page.goto('about:blank');
    expect(await controls.removeAccount('supervisor', 1001)).toEqual({ removed: true });
    await controls.shiftClock(6 * 60_000);
    const renewed = page.waitForResponse((response) => response.url().endsWith('/api/Auth/Renew'));
    await page.goto('/home');
    // Its body is not read: the move loads the page again, which can take the body with it.
    expect((await renewed).status()).toBe(200);

    await expect(movedNotice(page)).toHaveText(MOVED);
    await expect(userButton(page)).toContainText('Harbor Logistics Yard');
    await expect(homeHeading(page)).toBeVisible();
    await expect(movedNotice(page)).toHaveCount(1);
  });

  test('a renewal moves off the account while a link names another they hold: the link stands, and the next renewal agrees', async ({
    page,
    signIn,
    controls,
  }) => {
    // The admin holds Metro Airport Rentals (selected), Zürich Hub and Phoenix Fleet Center; the link
    // names Phoenix. The server falls back to Zürich Hub, its first account held.
    await signInWithFollower(page, () => signIn('admin', '/dashboard?acctId=1004'));
    const button = titleBar(page).getByRole('button', { name: /Avery Admin/ });
    await expect(button).toContainText('Phoenix Fleet Center');
    await controls.removeAccount('admin', 1001);

    // The user comes back to the page: it renews (the one answer carrying the selection).
    const first = nextRenewal(page);
    await showPageAgain(page);
    expect(await first).toBe(1003);
    await expect(movedNotice(page)).toHaveText(
      'You no longer have access to Metro Airport Rentals; showing Phoenix Fleet Center.',
    );
    await expect(button).toContainText('Phoenix Fleet Center');
    await expect(page).toHaveURL(/\/dashboard\?acctId=1004$/);

    // The move was saved at the server: the next renewal answers Phoenix, and nothing moves.
    const second = nextRenewal(page);
    await controls.shiftClock(6 * 60_000);
    await goHome(page);
    await launcherSettled(page);
    await launch(page, 'Apps', 'Dashboard');
    expect(await second).toBe(1004);
    await expect(page).toHaveURL(/\/dashboard/);
    await expect(button).toContainText('Phoenix Fleet Center');
    await expect(page.getByText(APP_REFUSAL)).toHaveCount(0);
  });
});
