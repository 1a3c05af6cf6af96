import type { Page } from '@playwright/test';
import { otherDeviceReloadMessage } from '../../src/core/session/model/other-device-reload';
import { MERGE_ROLES_CHANGED_MESSAGE } from '../../src/core/session/model/session-change';
import { SESSION_STORAGE_KEY } from './support/api-auth';
import { expect, test } from './support/fixtures';
import { homeHeading, titleBar } from './support/landmarks';
import { signInWithFollower } from './support/session-follower';
import { mergeRolesAndSignOut } from './support/settings';
import { showPageAgain, showPageAgainUntilSignedOut } from './support/visibility';

/*
 * An impersonation or a Merge Roles change made on one device, with the same user signed in on
 * another (walkthrough 15, D3): the other device took it at its next renewal, mid-page, with no
 * reload and no word. Now it does what the device that made the change did (docs/settings.md).
 */

/** Marks the document, so a test can tell a page loaded again from the same one. */
const markDocument = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { sameDocument?: boolean }).sameDocument = true;
  });
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

async function impersonateVic(page: Page): Promise<void> {
  await titleBar(page).getByRole('button', { name: 'Settings' }).click();
  await page
    .getByRole('dialog', { name: 'Settings' })
    .getByRole('button', { name: 'Impersonate User', exact: true })
    .click();
  const section = page.getByRole('region', { name: 'Impersonate User' });
  await section.getByLabel('Search users').fill('vic');
  const users = section.getByRole('navigation', { name: 'Users' }).getByRole('button');
  await expect(users).toHaveCount(1);
  await users.first().click();
  await expect(page.getByRole('note', { name: 'Impersonation' })).toBeVisible();
}

const userButton = (page: Page) => titleBar(page).getByRole('button', { name: /Sam Supervisor/ });
const userMenu = (page: Page) => page.getByRole('dialog', { name: 'User menu' });

/** Switches account and role in the user menu, as the user does (shell-user-menu.spec.ts). */
async function switchTo(page: Page, account: string, role: string): Promise<void> {
  await userButton(page).click();
  await userMenu(page).getByRole('radio', { name: account }).click();
  await expect(userMenu(page)).toBeHidden();
  await expect(userButton(page)).toContainText(account);
  await userButton(page).click();
  await userMenu(page).getByRole('tab', { name: 'Roles' }).click();
  await userMenu(page).getByRole('radio', { name: role }).click();
  await expect(userMenu(page)).toBeHidden();
  await userButton(page).click();
  await expect(userMenu(page)).toContainText(`Role: ${role}`);
  await page.keyboard.press('Escape');
}

/** The app token of the session the page keeps. */
const storedToken = (page: Page) =>
  page.evaluate(
    (key) =>
      (JSON.parse(localStorage.getItem(key) ?? '{}') as { user?: { authToken?: string } }).user?.authToken,
    SESSION_STORAGE_KEY,
  );

test.describe('a session change made on another device (walkthrough 15, D3)', () => {
  test('an account and role switch on another device: this one renews and keeps its own selection', async ({
    page,
    signIn,
    anotherDevice,
    controls,
  }) => {
    test.slow(); // two browsers
    await signIn('supervisor', '/home');
    await expect(homeHeading(page)).toBeVisible();
    await expect(userButton(page)).toContainText('Metro Airport Rentals');

    const other = await anotherDevice('supervisor', '/home');
    await switchTo(other, 'Harbor Logistics Yard', 'Labor Planner');

    // The app tokens lapse at the server: this page's next call renews (docs/shell.md: each
    // device keeps its own selection; the server used to answer the one it kept per user).
    await markDocument(page);
    const before = await storedToken(page);
    const renewal = page.waitForResponse(
      (response) => response.url().endsWith('/api/Auth/Renew') && response.status() === 200,
    );
    await controls.shiftClock(6 * 60_000);
    await page
      .getByRole('region', { name: 'Apps', exact: true })
      .getByRole('button', { name: /^Dashboard/ })
      .click();
    const renewed = ((await (await renewal).json()) as { user: { authToken: string } }).user.authToken;
    expect(renewed).not.toBe(before);
    await expect.poll(() => storedToken(page)).toBe(renewed);
    await expect(page).toHaveURL(/\/dashboard$/);

    await expect(userButton(page)).toContainText('Metro Airport Rentals');
    await userButton(page).click();
    await expect(userMenu(page)).toContainText('Role: Shift Supervisor');
    await expect(userMenu(page)).toContainText('Account: Metro Airport Rentals');
    await page.keyboard.press('Escape');
    // Nothing else moved: the same document, no note, and a reload keeps it too.
    expect(await sameDocument(page)).toBe(true);
    await expect(page.getByRole('note', { name: 'Page loaded again' })).toHaveCount(0);
    await page.reload();
    await expect(userButton(page)).toContainText('Metro Airport Rentals');

    // And the other device keeps its own through its renewal.
    await other.reload();
    await expect(userButton(other)).toContainText('Harbor Logistics Yard');
    await userButton(other).click();
    await expect(userMenu(other)).toContainText('Role: Labor Planner');
  });

  test('an impersonation chosen on another device: at its next renewal this one starts over at /home and says why', async ({
    page,
    signIn,
    anotherDevice,
    controls,
  }) => {
    test.slow(); // two browsers
    await signInWithFollower(page, () => signIn('admin', '/home'));
    await expect(homeHeading(page)).toBeVisible();
    const impersonation = page.getByRole('note', { name: 'Impersonation' });
    await expect(impersonation).toHaveCount(0);

    const other = await anotherDevice('admin', '/home');
    await impersonateVic(other);
    await markDocument(page);
    // The app tokens lapse at the server: this page's next call renews, and the renewed session
    // carries the impersonation.
    await controls.shiftClock(6 * 60_000);
    await page
      .getByRole('region', { name: 'Apps', exact: true })
      .getByRole('button', { name: /^Dashboard/ })
      .click();

    // Nothing unsaved was open here: the note says no loss (walkthrough 37, O5).
    const note = page.getByRole('note', { name: 'Page loaded again' });
    await expect(note).toHaveText(otherDeviceReloadMessage([]));
    await expect(page).toHaveURL(/\/home$/);
    await expect(homeHeading(page)).toBeVisible();
    expect(await sameDocument(page)).toBe(false);
    await expect(impersonation).toContainText('You are impersonating');
    // Its visits are now logged for the impersonated user, as the other device's are.
    await page
      .getByRole('region', { name: 'Apps', exact: true })
      .getByRole('button', { name: /^Dashboard/ })
      .click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect
      .poll(async () =>
        (await controls.usageLogs()).some(
          (log) => log.record.appUrl === '/dashboard' && log.record.impersonatedUserID !== null,
        ),
      )
      .toBe(true);
  });

  test('an impersonation chosen on another device while a favorites edit is open here: the note says the edit was lost', async ({
    page,
    signIn,
    anotherDevice,
  }) => {
    test.slow(); // two browsers
    await signInWithFollower(page, () => signIn('admin', '/home'));
    const favorites = page.getByRole('region', { name: 'Favorites', exact: true });
    await favorites.getByRole('button', { name: 'Edit' }).click();
    await favorites.getByRole('button', { name: 'Remove Dashboard from favorites' }).click();
    await expect(favorites.getByRole('button', { name: 'Remove Dashboard from favorites' })).toHaveCount(0);

    const other = await anotherDevice('admin', '/home');
    await impersonateVic(other);
    // The user comes back to this tab: its renewal brings the impersonation.
    await showPageAgain(page);

    await expect(page.getByRole('note', { name: 'Page loaded again' })).toHaveText(
      'The impersonation was changed on another device, so the app was loaded again at Home. Your favorites edit, not saved yet, was lost.',
    );
    await expect(page.getByRole('note', { name: 'Impersonation' })).toContainText('You are impersonating');
  });

  test('Merge Roles saved on another device: this one, shown again, signs out with the reason and its way back', async ({
    page,
    signIn,
    anotherDevice,
  }) => {
    test.slow(); // two browsers
    await signIn('supervisor', '/home');
    await expect(homeHeading(page)).toBeVisible();

    const other = await anotherDevice('supervisor', '/home');
    await mergeRolesAndSignOut(other);

    // The user comes back to this device.
    await showPageAgainUntilSignedOut(page);
    await expect(page.getByText(MERGE_ROLES_CHANGED_MESSAGE)).toBeVisible();
    await expect(page).toHaveURL(/\/sign-in\?redirect=%2Fhome/);
  });
});
