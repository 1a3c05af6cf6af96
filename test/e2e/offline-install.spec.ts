import { testWithOwnBuild } from './support/deployed-build';
import { expect } from './support/fixtures';
import { homeHeading } from './support/landmarks';
import { waitForOfflineReady, workerActivated } from './support/offline';
import { expectOnScreen } from './support/on-screen';
import { textPastEdges } from './support/text-fit';

const test = testWithOwnBuild;
/** Where chromium shows a page that could not load. */
const BROWSER_ERROR_PAGE = 'chrome-error://chromewebdata/';

test.describe('installed app', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a new version is announced and switches only when the user chooses Reload', async ({
    page,
    signIn,
    deployedBuild,
  }) => {
    await signIn('admin');
    await waitForOfflineReady(page);
    // Mid-task: the favorites are being edited, and this page carries a mark a reload would drop.
    await page
      .getByRole('region', { name: 'Favorites', exact: true })
      .getByRole('button', { name: 'Edit' })
      .click();
    await page.evaluate(() => Object.assign(window, { e2eMark: true }));

    deployedBuild.releaseNewVersion();
    // The tab becoming visible is one of the moments the app asks for a new version.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));

    const prompt = page.getByRole('status', { name: 'Update' });
    await expect(prompt).toContainText('A new version is available');
    await expect
      .poll(() =>
        page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state),
      )
      .toBe('installed');
    // Nothing switched under the user: same page, still editing, the old worker in control.
    expect(await page.evaluate(() => 'e2eMark' in window)).toBe(true);
    await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();

    await prompt.getByRole('button', { name: 'Reload' }).click();
    // The page reloads: a new document, without the mark (waitForFunction outlives the navigation).
    await page.waitForFunction(() => !('e2eMark' in window));
    await expect(homeHeading(page)).toBeVisible();
    await expect(prompt).toBeHidden();
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null),
    ).toBeNull();
  });

  test('Reload with unsaved favorites asks first; Cancel keeps the edit (walkthrough 6, defect 4)', async ({
    page,
    signIn,
    deployedBuild,
  }) => {
    await signIn('admin');
    await waitForOfflineReady(page);
    const favorites = page.getByRole('region', { name: 'Favorites', exact: true });
    await favorites.getByRole('button', { name: 'Edit' }).click();
    await favorites.getByRole('button', { name: 'Remove Dashboard from favorites' }).click();
    await expect(favorites.getByRole('button', { name: 'Remove Dashboard from favorites' })).toHaveCount(0);
    await page.evaluate(() => Object.assign(window, { e2eMark: true }));

    deployedBuild.releaseNewVersion();
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    const prompt = page.getByRole('status', { name: 'Update' });
    await expect(prompt).toContainText('A new version is available');

    await prompt.getByRole('button', { name: 'Reload' }).click();
    const confirm = page.getByRole('dialog', { name: 'Reload now?' });
    await expect(confirm).toContainText('Reloading now loses your favorites edit');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    // Nothing reloaded: the edit is still open, without Dashboard, and the prompt still offers Reload.
    expect(await page.evaluate(() => 'e2eMark' in window)).toBe(true);
    await expect(favorites.getByRole('button', { name: 'Save' })).toBeVisible();
    await expect(favorites.getByRole('button', { name: 'Remove Dashboard from favorites' })).toHaveCount(0);
    await expect(prompt).toBeVisible();

    // On a 320 px screen (1280 px at 400 %) it keeps off the edges and its buttons keep their words
    // (walkthrough 30, D4).
    await page.setViewportSize({ width: 320, height: 640 });
    await expectOnScreen(page, prompt);
    expect((await prompt.boundingBox())?.x).toBeGreaterThanOrEqual(8);
    for (const name of ['Reload', 'Later'])
      expect(await textPastEdges(prompt.getByRole('button', { name }))).toEqual([]);

    // Asked again, the user goes ahead: the new version, the edit gone.
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await confirm.getByRole('button', { name: 'Reload' }).click();
    await page.waitForFunction(() => !('e2eMark' in window));
    await expect(homeHeading(page)).toBeVisible();
    await expect(prompt).toBeHidden();
  });

  test('the tab of the first visit, which no worker controls, is told of a new version too (walkthrough 6, defect 3)', async ({
    page,
    signIn,
    deployedBuild,
  }) => {
    await signIn('supervisor');
    // The first visit installs the worker, which does not claim this page.
    await workerActivated(page);
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    await page.evaluate(() => Object.assign(window, { e2eMark: true }));

    deployedBuild.releaseNewVersion();
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    // Nothing waits for this page: the new worker activates at once, and the page says so.
    const prompt = page.getByRole('status', { name: 'Update' });
    await expect(prompt).toContainText('A new version is available');
    expect(await page.evaluate(() => 'e2eMark' in window)).toBe(true);

    await prompt.getByRole('button', { name: 'Reload' }).click();
    await page.waitForFunction(() => !('e2eMark' in window));
    await expect(homeHeading(page)).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null))
      .toBe('activated');
    await expect(prompt).toBeHidden();
  });

  test('the prompt and the floating help controls never cover each other (walkthrough 34, D2)', async ({
    page,
    signIn,
    deployedBuild,
  }) => {
    await page.setViewportSize({ width: 1280, height: 860 });
    // A user with page help: the round Page help control (with its count of new tutorials) and
    // Edit help stand at the bottom right, where the prompt appears.
    await signIn('supervisor');
    await waitForOfflineReady(page);
    const pageHelp = page.getByRole('button', { name: /^Page help/ });
    await expect(pageHelp).toBeVisible();

    deployedBuild.releaseNewVersion();
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    const prompt = page.getByRole('status', { name: 'Update' });
    await expect(prompt).toContainText('A new version is available');

    /**
     * The points over a button (its box 6 px in from the sides and 3 px from the top and bottom, where
     * the rounded corners are still the button's) where a click would not reach it.
     */
    const missedPoints = (name: string) =>
      prompt.getByRole('button', { name }).evaluate((button) => {
        const box = button.getBoundingClientRect();
        const missed: string[] = [];
        for (const x of [
          box.left + 6,
          box.left + box.width / 4,
          box.left + box.width / 2,
          box.left + (box.width * 3) / 4,
          box.right - 6,
        ])
          for (const y of [box.top + 3, box.top + box.height / 2, box.bottom - 3]) {
            const found = document.elementFromPoint(x, y);
            if (!found || !button.contains(found))
              missed.push(
                `${Math.round(x)},${Math.round(y)}: ${found?.closest('button')?.ariaLabel ?? found?.tagName}`,
              );
          }
        return missed;
      });
    // At 1280 px the Page help control lay over the right third of Reload: a click there opened page help.
    expect(await missedPoints('Reload')).toEqual([]);
    expect(await missedPoints('Later')).toEqual([]);
    // The help controls are whole too: Page help opens the page's help list.
    await pageHelp.click();
    await expect(pageHelp).toHaveAttribute('aria-expanded', 'true');
    await pageHelp.click();
    await expect(pageHelp).toHaveAttribute('aria-expanded', 'false');

    // Help's edit mode puts its toolbar at the bottom centre: on a 1100 px screen it reached under
    // the prompt. Both stay whole.
    await page.setViewportSize({ width: 1100, height: 860 });
    await page.getByRole('button', { name: 'Edit help' }).click();
    const toolbar = page.getByRole('toolbar', { name: 'Help editing' });
    await expect(toolbar).toBeVisible();
    expect(await missedPoints('Reload')).toEqual([]);
    expect(await missedPoints('Later')).toEqual([]);
    const [toolbarBox, promptBox] = await Promise.all([toolbar.boundingBox(), prompt.boundingBox()]);
    if (!toolbarBox || !promptBox) throw new Error('not laid out');
    expect(
      toolbarBox.y + toolbarBox.height <= promptBox.y || toolbarBox.x + toolbarBox.width <= promptBox.x,
      `the toolbar ${JSON.stringify(toolbarBox)} clear of the prompt ${JSON.stringify(promptBox)}`,
    ).toBe(true);
    await toolbar.getByRole('button', { name: 'Cancel' }).click();
    await expect(toolbar).toBeHidden();

    // On a phone the help controls are not shown; the prompt keeps to the screen, its buttons whole.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(pageHelp).toBeHidden();
    await expectOnScreen(page, prompt);
    expect(await missedPoints('Reload')).toEqual([]);
    expect(await missedPoints('Later')).toEqual([]);
  });

  test('setOffline and context.route both reach the service worker (the levers the tests use)', async ({
    page,
    context,
    signIn,
  }) => {
    await signIn('admin');
    await waitForOfflineReady(page);
    const [worker] = context.serviceWorkers();
    if (!worker) throw new Error('No service worker');
    const fetchFromWorker = () =>
      worker.evaluate(() =>
        fetch('/api/Health', { cache: 'no-store' }).then(
          (answer) => answer.status,
          (error: unknown) => String(error),
        ),
      );
    expect(await fetchFromWorker()).toBe(200);

    await context.setOffline(true);
    expect(await fetchFromWorker()).toMatch(/Failed to fetch/);
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    await expect(homeHeading(page)).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Disconnected from the network' })).toBeVisible();
    await context.setOffline(false);

    const routedFromWorker: string[] = [];
    await context.route('**/api/Health', (route) => {
      if (route.request().serviceWorker()) routedFromWorker.push(route.request().url());
      return route.abort('internetdisconnected');
    });
    expect(await fetchFromWorker()).toMatch(/Failed to fetch/);
    expect(routedFromWorker).toHaveLength(1);
  });
});

test.describe('without the service worker (negative control)', () => {
  test.use({ serviceWorkers: 'block' });

  test('an offline reload fails: the page has nothing to start from', async ({
    page,
    context,
    signIn,
    server,
  }) => {
    await signIn('admin');
    await expect(homeHeading(page)).toBeVisible();
    await context.setOffline(true);
    await expect(page.reload()).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
    // The failed reload settles before the browser's error page is in (tens of milliseconds
    // later): the next reload waits for it, so it cannot meet that navigation half-way.
    await expect.poll(() => page.url()).toBe(BROWSER_ERROR_PAGE);
    await context.setOffline(false);
    await server.stop();
    await expect(page.reload()).rejects.toThrow(/ERR_CONNECTION_REFUSED/);
    await expect.poll(() => page.url()).toBe(BROWSER_ERROR_PAGE);
  });
});
