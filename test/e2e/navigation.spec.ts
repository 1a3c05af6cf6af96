import { expect, signInOnPage, test } from './support/fixtures';
import { goHome, launch, launcherSettled, sidebar, titleBar } from './support/landmarks';

test.describe('navigation', () => {
  test('choosing the page already shown reloads it', async ({ page, signIn, controls }) => {
    await signIn('admin', '/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await controls.resetStats();
    const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
    await sidebar.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await expect.poll(async () => (await controls.stats()).requests['GET Areas/dashboard'] ?? 0).toBe(1);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  test("navigation keeps the context parameters; the ones a menu entry selects its page by are the target's (walkthrough 16, D2)", async ({
    page,
    signIn,
  }) => {
    // acctId is the context account; ref is a parameter no menu entry selects a page by.
    const kept = 'acctId=1003&ref=mail';
    // The address's path and query, exactly: the kept parameters, then the target's own.
    const path = (pathname: string, own = '') => new RegExp(`${pathname}\\?${kept}${own ? `&${own}` : ''}$`);
    const entry = (name: string) => sidebar(page).getByRole('link', { name, exact: true });
    const category = (name: string) => sidebar(page).getByRole('tab', { name });
    await signIn('admin', `/home?${kept}`);
    await launcherSettled(page);
    await launch(page, 'Apps', 'Operations Toolkit');
    await page
      .getByRole('dialog', { name: 'Operations Toolkit' })
      .getByRole('button', { name: 'Weekly Labor Plan' })
      .click();
    await expect(page).toHaveURL(path('/labor-planning', 'view=weekly'));
    await expect(entry('Weekly Labor Plan')).toHaveAttribute('aria-current', 'page');

    // Home, then the plain app: its own page, not the weekly plan again.
    await goHome(page);
    await expect(page).toHaveURL(path('/home'));
    await launcherSettled(page);
    await launch(page, 'Apps', 'Labor Planning');
    await expect(page).toHaveURL(path('/labor-planning'));
    await expect(entry('Labor Planning')).toHaveAttribute('aria-current', 'page');

    // From a report, the sidebar's plain app and its Home.
    await category('Reports').click();
    await entry('Market Rate Trends').click();
    await expect(page).toHaveURL(path('/market-rates', 'report=trends'));
    // Shown, the sidebar has settled on the page's category (S1 §2.6), which the Apps tab then leaves.
    await expect(entry('Market Rate Trends')).toHaveAttribute('aria-current', 'page');
    await category('Apps').click();
    await entry('Market Rates').click();
    await expect(page).toHaveURL(path('/market-rates'));
    await expect(entry('Market Rates')).toHaveAttribute('aria-current', 'page');

    // A report's id does not travel to another app chosen in the search.
    await category('Reports').click();
    await entry('Fleet Utilization').click();
    await expect(page).toHaveURL(path('/pbi-report', 'id=12'));
    await page.getByRole('combobox', { name: 'Search apps and pages' }).fill('task list');
    await page
      .getByRole('listbox', { name: 'Search results' })
      .getByRole('option', { name: /^Task List/ })
      .click();
    await expect(page).toHaveURL(path('/task-list'));
    await sidebar(page).getByRole('button', { name: 'Home', exact: true }).click();
    await expect(page).toHaveURL(path('/home'));
  });

  test('the empty path goes to /home keeping the context account', async ({ page, signIn }) => {
    await signIn('admin');
    await page.goto('/?acctId=1003');
    await expect(page).toHaveURL(/\/home\?acctId=1003$/);
  });

  test('the empty path keeps only the context parameters, as navigation does, signed in or not (walkthrough 16, D2)', async ({
    page,
  }) => {
    // view is a parameter menu entries select their page by (Weekly Labor Plan's); ref is not.
    await page.goto('/?acctId=1003&view=weekly&ref=mail');
    await expect(page).toHaveURL(/\/sign-in\?redirect=/);
    await signInOnPage(page, 'admin');
    await expect(page).toHaveURL(/\/home\?acctId=1003&ref=mail$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();

    // Signed in, at once.
    await page.goto('/?view=weekly&acctId=1004');
    await expect(page).toHaveURL(/\/home\?acctId=1004$/);
  });

  test("an admin's link opened by a supervisor shows the supervisor's account, says so, and names it in the address (walkthrough 10, defect 5)", async ({
    page,
  }) => {
    // Signed out, the link an admin (who holds Zürich Hub, 1003) copied; the supervisor holds 1001, 1002.
    await page.goto('/dashboard?view=ops&acctId=1003');
    await expect(page).toHaveURL(/\/sign-in\?redirect=%2Fdashboard%3Fview%3Dops%26acctId%3D1003$/);
    await signInOnPage(page, 'supervisor');
    await expect(page).toHaveURL(/\/dashboard\?view=ops&acctId=1001$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(titleBar(page).getByRole('button', { name: /Sam Supervisor/ })).toContainText(
      'Metro Airport Rentals',
    );
    const notice = page.getByRole('alert').filter({ hasText: 'account 1003' });
    await expect(notice).toHaveText("You don't have access to account 1003; showing Metro Airport Rentals.");
    // The account shown travels on with the query (S1 §2.1), not the refused one; said once. The
    // Ops Dashboard's view=ops is not Labor Planning's (walkthrough 16, D2).
    await sidebar(page).getByRole('tab', { name: 'Apps' }).click();
    await sidebar(page).getByRole('link', { name: 'Labor Planning', exact: true }).click();
    await expect(page).toHaveURL(/\/labor-planning\?acctId=1001$/);
    await expect(notice).toHaveCount(1);
  });

  test('a refused acctId is replaced in the address, no new history entry; a held one is kept, without a word', async ({
    page,
    signIn,
  }) => {
    await signIn('supervisor', '/home');
    await expect(titleBar(page).getByRole('button', { name: /Sam Supervisor/ })).toContainText(
      'Metro Airport Rentals',
    );
    const entries = await page.evaluate(() => history.length);
    await page.goto('/labor-planning?acctId=%3Cb%3Eabc');
    await expect(page).toHaveURL(/\/labor-planning\?acctId=1001$/);
    await expect(page.getByRole('alert').filter({ hasText: 'valid account' })).toHaveText(
      'The link names no valid account; showing Metro Airport Rentals.',
    );
    expect(await page.evaluate(() => history.length)).toBe(entries + 1);
    // Back leaves the page, not to the refused address (which would only be corrected again).
    await page.goBack();
    await expect(page).toHaveURL(/\/home$/);

    // The user's own account by link: that account, the address as it was, no notice.
    await page.goto('/home?acctId=1002');
    await expect(titleBar(page).getByRole('button', { name: /Sam Supervisor/ })).toContainText(
      'Harbor Logistics Yard',
    );
    await expect(page).toHaveURL(/\/home\?acctId=1002$/);
    await expect(page.getByRole('alert').filter({ hasText: 'showing' })).toHaveCount(0);
  });
});
