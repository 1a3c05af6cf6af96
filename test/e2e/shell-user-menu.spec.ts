import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { sidebar, titleBar } from './support/landmarks';

const userButton = (page: Page, name: RegExp) => titleBar(page).getByRole('button', { name });
const userMenu = (page: Page) => page.getByRole('dialog', { name: 'User menu' });

/** The selection the server keeps for the user, as a fresh sign-in reports it. */
async function serverSelection(page: Page, serverUrl: string, username: string) {
  const answer = await page.request.post(`${serverUrl}/api/Auth/Login`, {
    data: { username, password: 'demo' },
  });
  const { user } = (await answer.json()) as {
    user: { selectedAccountId: number | null; selectedRoleId: number | null };
  };
  return { selectedAccountId: user.selectedAccountId, selectedRoleId: user.selectedRoleId };
}

test.describe('user menu', () => {
  test('admin switches account, then role; each closes the menu and sticks at the server', async ({
    page,
    signIn,
    server,
  }) => {
    await signIn('admin', '/dashboard');
    const button = userButton(page, /Avery Admin/);
    await expect(button).toContainText('Metro Airport Rentals');
    await button.click();
    await expect(userMenu(page)).toContainText('Account: Metro Airport Rentals');
    await expect(userMenu(page).getByRole('tab', { name: 'Accounts' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    // The new account's menu and roles are asked for (S2 §4: reloaded after the switch; the demo
    // accounts share one menu, so it is seen in the requests, made for the new account), and the
    // accounts list again, though it was read moments ago (it is the user's, not the account's).
    const askedForZurich: string[] = [];
    const askedForAccounts: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (request.headers()['x-account-id'] === '1003') askedForZurich.push(path);
      if (request.method() === 'GET' && path === '/api/Common/Accounts') askedForAccounts.push(path);
    });
    await userMenu(page).getByRole('radio', { name: 'Zürich Hub' }).click();
    await expect
      .poll(() => askedForZurich)
      .toEqual(expect.arrayContaining(['/api/Common/Menu', '/api/Common/Roles']));
    await expect.poll(() => askedForAccounts).toContain('/api/Common/Accounts');
    await expect(userMenu(page)).toBeHidden();
    await expect(button).toContainText('Zürich Hub');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect((await serverSelection(page, server.url, 'admin')).selectedAccountId).toBe(1003);

    await button.click();
    await userMenu(page).getByRole('tab', { name: 'Roles' }).click();
    await userMenu(page).getByRole('radio', { name: 'Security Grantor' }).click();
    await expect(userMenu(page)).toBeHidden();
    expect((await serverSelection(page, server.url, 'admin')).selectedRoleId).toBe(2);
    await button.click();
    await expect(userMenu(page)).toContainText('Role: Security Grantor');
    await expect(userMenu(page)).toContainText('Account: Zürich Hub');
    await page.keyboard.press('Escape');
    await expect(button).toBeFocused();

    // By keyboard (walkthrough 3, defect 2): the arrows move between the accounts without switching,
    // so the third is reached past the second; Enter chooses, and the focus goes back to the button.
    const switched: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT') switched.push(new URL(request.url()).pathname);
    });
    await page.keyboard.press('Enter');
    await expect(userMenu(page).getByRole('tab', { name: 'Roles' })).toBeFocused(); // the last tab shown
    await page.keyboard.press('ArrowLeft');
    await expect(userMenu(page).getByRole('tab', { name: 'Accounts' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(userMenu(page).getByRole('radio', { name: 'Zürich Hub' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(userMenu(page).getByRole('radio', { name: 'Metro Airport Rentals' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const phoenix = userMenu(page).getByRole('radio', { name: 'Phoenix Fleet Center' });
    await expect(phoenix).toBeFocused();
    await expect(phoenix).not.toBeChecked();
    await expect(userMenu(page)).toContainText('Account: Zürich Hub');
    await page.keyboard.press('Enter');
    await expect(userMenu(page)).toBeHidden();
    await expect(button).toContainText('Phoenix Fleet Center');
    await expect(button).toBeFocused();
    expect(switched).toEqual(['/api/Common/SelectedAccount']);
  });

  test('after a switch by keyboard the focus is on the user button, not on the body (walkthrough 12, D1)', async ({
    page,
    signIn,
  }) => {
    await signIn('supervisor');
    const button = userButton(page, /Sam Supervisor/);
    // The menu is in (the button is its target, which gives it an id).
    await expect(button).toHaveAttribute('id', /^mantine-/);
    // Each switch empties the accounts while the user context is read again, and the title bar
    // drew no user button meanwhile: it came back as a new one, and the focus fell to the body.
    for (const tab of ['Accounts', 'Roles', 'Accounts', 'Roles']) {
      await button.focus();
      await page.keyboard.press('Enter');
      await userMenu(page).getByRole('tab', { name: tab }).focus();
      await page.keyboard.press('Enter');
      const other = userMenu(page)
        .getByRole('tabpanel', { name: tab })
        .getByRole('radio', { checked: false })
        .first();
      await other.focus();
      await page.keyboard.press('Enter');
      await expect(userMenu(page)).toBeHidden();
      await expect(button).toBeFocused();
    }
  });

  test('a role switch keeps this device’s account, whatever another device chose (walkthrough 8, defect 3)', async ({
    page,
    signIn,
    server,
  }) => {
    await signIn('admin');
    const button = userButton(page, /Avery Admin/);
    await expect(button).toContainText('Metro Airport Rentals');
    // Another device of the same user chooses Zürich Hub: the server keeps it as the user's choice.
    const login = await page.request.post(`${server.url}/api/Auth/Login`, {
      data: { username: 'admin', password: 'demo' },
    });
    const token = String((await login.json()).user.authToken);
    const chosen = await page.request.put(`${server.url}/api/Common/SelectedAccount`, {
      data: { acctId: 1003 },
      headers: { 'X-Auth-Token': token },
    });
    expect(chosen.status()).toBe(200);

    await button.click();
    await userMenu(page).getByRole('tab', { name: 'Roles' }).click();
    await userMenu(page).getByRole('radio', { name: 'Security Grantor' }).click();
    await expect(userMenu(page)).toBeHidden();
    await button.click();
    await expect(userMenu(page)).toContainText('Role: Security Grantor');
    await expect(userMenu(page)).toContainText('Account: Metro Airport Rentals');
    await page.keyboard.press('Escape');
    await page.reload();
    await expect(button).toContainText('Metro Airport Rentals');
  });

  test('with 50 accounts the list scrolls under a fixed header, tabs and filter box; typing finds an account (walkthrough 7)', async ({
    page,
    signIn,
  }) => {
    // The admin's own accounts, then branches up to 50 (the switch below goes to a real one).
    await page.route('**/api/Common/Accounts', async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      const response = await route.fetch();
      const accounts = (await response.json()) as { acctId: number; acctName: string }[];
      const branches = Array.from({ length: 50 - accounts.length }, (_, index) => ({
        ...accounts[0],
        acctId: 5000 + index,
        acctName: `Branch ${index + 1}`,
      }));
      return route.fulfill({ response, json: [...accounts, ...branches] });
    });
    await signIn('admin');
    const button = userButton(page, /Avery Admin/);
    await button.click();
    const menu = userMenu(page);
    const accounts = menu.getByRole('radio');
    await expect(accounts).toHaveCount(50);
    const header = menu.getByText('Account: Metro Airport Rentals');
    const tab = menu.getByRole('tab', { name: 'Accounts' });
    const filter = menu.getByRole('searchbox', { name: 'Filter accounts' });
    const headerTop = (await header.boundingBox())?.y;

    // The list scrolls inside: the menu itself does not, so what is above the list stays in view.
    await accounts.last().scrollIntoViewIfNeeded();
    await expect(accounts.last()).toBeInViewport();
    for (const fixed of [header, tab, filter]) await expect(fixed).toBeInViewport({ ratio: 1 });
    expect((await header.boundingBox())?.y).toBe(headerTop);
    expect(await menu.evaluate((element) => element.scrollTop)).toBe(0);

    // Type to find: letters typed on the tab go to the filter box.
    await tab.focus();
    await page.keyboard.type('branch 42');
    await expect(filter).toBeFocused();
    await expect(filter).toHaveValue('branch 42');
    await expect(accounts).toHaveCount(1);
    await expect(accounts).toHaveAccessibleName('Branch 42');
    await filter.fill('lisbon');
    await expect(accounts).toHaveCount(0);
    await expect(menu.getByRole('status')).toHaveText("No accounts match 'lisbon'.");

    // Accents ignored; Down goes to the first account shown, Enter switches to it.
    await filter.fill('zurich');
    await expect(accounts).toHaveCount(1);
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('radio', { name: 'Zürich Hub' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(menu).toBeHidden();
    await expect(button).toContainText('Zürich Hub');

    // A short list has no box: the admin's few roles.
    await button.click();
    await menu.getByRole('tab', { name: 'Roles' }).click();
    await expect(menu.getByRole('radio').first()).toBeVisible();
    await expect(menu.getByRole('searchbox')).toHaveCount(0);
  });

  test('supervisor switches only between its own accounts and roles', async ({ page, signIn }) => {
    await signIn('supervisor');
    await userButton(page, /Sam Supervisor/).click();
    const accounts = userMenu(page).getByRole('radio');
    await expect(accounts).toHaveCount(2);
    await expect(userMenu(page).getByRole('radio', { name: 'Metro Airport Rentals' })).toBeVisible();
    await expect(userMenu(page).getByRole('radio', { name: 'Harbor Logistics Yard' })).toBeVisible();
    await userMenu(page).getByRole('tab', { name: 'Roles' }).click();
    await expect(userMenu(page).getByRole('radio', { name: 'Shift Supervisor' })).toBeVisible();
    await expect(userMenu(page).getByRole('radio', { name: 'Labor Planner' })).toBeVisible();
    // Admin-only apps are not in the supervisor's sidebar.
    await page.keyboard.press('Escape');
    await sidebar(page).getByRole('tab', { name: 'Apps' }).click();
    await expect(sidebar(page).getByRole('link', { name: 'Labor Planning', exact: true })).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: 'Migration', exact: true })).toHaveCount(0);
  });

  test('a user whose two roles are merged switches accounts but not roles', async ({ page, signIn }) => {
    await signIn('merged');
    await userButton(page, /Mia Merged/).click();
    await expect(userMenu(page).getByRole('radio')).toHaveCount(2); // two accounts
    await userMenu(page).getByRole('tab', { name: 'Roles' }).click();
    await expect(userMenu(page)).toContainText('Your roles are merged: Shift Supervisor, Labor Planner');
    await expect(userMenu(page).getByRole('radio')).toHaveCount(0);
  });

  test('viewer with one account and one role has nothing to switch', async ({ page, signIn }) => {
    await signIn('viewer', '/market-rates');
    await userButton(page, /Vic Viewer/).click();
    await expect(userMenu(page)).toContainText("You don't have access to other accounts");
    await expect(userMenu(page).getByRole('radio')).toHaveCount(0);
    await userMenu(page).getByRole('tab', { name: 'Roles' }).click();
    await expect(userMenu(page)).toContainText('Your role: Rates Analyst');
    await expect(userMenu(page).getByRole('radio')).toHaveCount(0);
  });
});

test.describe('mobile (800 px)', () => {
  test.use({ viewport: { width: 800, height: 900 } });

  test('the menu button opens the sidebar and navigating hides it', async ({ page, signIn }) => {
    await signIn('admin');
    await expect(titleBar(page).getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(sidebar(page)).toBeHidden();
    await expect(titleBar(page).getByText('v3.2.0 (build 2026.11.22.1)')).toBeHidden();
    await titleBar(page).getByRole('button', { name: 'Open menu' }).click();
    await expect(sidebar(page)).toBeVisible();
    await expect(titleBar(page).getByRole('button', { name: 'Close menu' })).toBeVisible();
    // Escape closes it, on the menu button or in the sidebar, and the focus is on the menu button.
    await titleBar(page).getByRole('button', { name: 'Close menu' }).focus();
    await page.keyboard.press('Escape');
    await expect(sidebar(page)).toBeHidden();
    await expect(titleBar(page).getByRole('button', { name: 'Open menu' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(sidebar(page)).toBeVisible();
    await sidebar(page).getByRole('link', { name: 'Dashboard', exact: true }).focus();
    await page.keyboard.press('Escape');
    await expect(sidebar(page)).toBeHidden();
    await expect(titleBar(page).getByRole('button', { name: 'Open menu' })).toBeFocused();
    await titleBar(page).getByRole('button', { name: 'Open menu' }).click();
    await expect(sidebar(page)).toBeVisible();
    await sidebar(page).getByRole('link', { name: 'Dashboard', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(sidebar(page)).toBeHidden();
    await expect(titleBar(page).getByRole('button', { name: 'Open menu' })).toBeVisible();
  });

  test('a drawer open when the screen widens is closed when it narrows again (a tablet turned twice)', async ({
    page,
    signIn,
  }) => {
    await signIn('admin');
    await titleBar(page).getByRole('button', { name: 'Open menu' }).click();
    await expect(sidebar(page)).toBeVisible();
    await page.setViewportSize({ width: 1100, height: 800 });
    await expect(titleBar(page).getByRole('button', { name: /menu$/ })).toBeHidden();
    await expect(sidebar(page)).toBeVisible();
    await page.setViewportSize({ width: 800, height: 900 });
    await expect(titleBar(page).getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(sidebar(page)).toBeHidden();
  });
});
