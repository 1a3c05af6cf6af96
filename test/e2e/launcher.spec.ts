import type { Locator, Page } from '@playwright/test';
import { NOTIFICATIONS_HUB_PATH } from '../../src/contracts/notifications-hub';
import { contrastRatio } from '../../src/core/ui/contrast.testkit';
import { consoleErrors } from './support/console';
import { expectFleetStatusLaunchLogged, serveExternalLinks } from './support/external-sites';
import { expect, test } from './support/fixtures';
import { holdRequests } from './support/held-requests';
import { hubAccepted, hubDown } from './support/hubs';
import { group, launcherSettled, sidebar, titleBar } from './support/landmarks';
import { favoritesAtServer, syncStatusButton } from './support/offline';
import { tooltipAfterHoverDelay } from './support/tooltips';
import { fingerOn, longPressReady } from './support/touch';

/** One of the admin's accounts: the query string every launch must keep. */
const ADMIN_ACCOUNT = 1003;
const HOME = `/home?acctId=${ADMIN_ACCOUNT}`;

const tile = (page: Page, groupName: string, name: string | RegExp) =>
  group(page, groupName).getByRole('button', { name, exact: typeof name === 'string' });

/**
 * The apps of a list in order, by accessible name (the icons' initials are decoration and not part
 * of it). In edit mode a favorite's first button is its drag handle, 'Reorder {title}'.
 */
async function expectApps(list: Locator, titles: readonly string[]) {
  const items = list.getByRole('listitem');
  await expect(items).toHaveCount(titles.length);
  for (const [index, title] of titles.entries()) {
    await expect(items.nth(index).getByRole('button').first()).toHaveAccessibleName(
      new RegExp(`^(Reorder )?${title}`),
    );
  }
}
const expectFavorites = (page: Page, titles: readonly string[]) =>
  expectApps(group(page, 'Favorites'), titles);

/** The element's top once it has stopped moving (the same in two animation frames running). */
const settledTop = (locator: Locator) =>
  locator.evaluate(
    (element) =>
      new Promise<number>((resolve) => {
        let last: number | undefined;
        const step = () => {
          const top = element.getBoundingClientRect().top;
          if (top === last) resolve(top);
          else {
            last = top;
            requestAnimationFrame(step);
          }
        };
        requestAnimationFrame(step);
      }),
  );

test.describe('home launcher', () => {
  test('shows the groups in order with badges and hidden names', async ({ page, signIn }) => {
    await signIn('admin', HOME);
    await launcherSettled(page);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      'Favorites',
      'Apps',
      'Reports',
      'Forms',
      'Links',
    ]);
    await expect(tile(page, 'Apps', /^Task List/)).toContainText('99+');
    await expect(tile(page, 'Apps', 'Metric Entry')).toBeVisible();
    // The name is there for screen readers, not drawn: visually hidden text is a 1 px box.
    const hiddenName = await group(page, 'Apps').getByText('Metric Entry', { exact: true }).boundingBox();
    expect(hiddenName?.width).toBeLessThanOrEqual(1);
  });

  test('launches an app keeping the query string', async ({ page, signIn }) => {
    await signIn('admin', HOME);
    await launcherSettled(page);
    await tile(page, 'Apps', 'Dashboard').click();
    await expect(page).toHaveURL(new RegExp(`/dashboard\\?acctId=${ADMIN_ACCOUNT}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  test('an app opened by keyboard takes the focus to its page, not to the body', async ({ page, signIn }) => {
    await signIn('admin', HOME);
    await launcherSettled(page);
    await tile(page, 'Apps', 'Dashboard').press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    // The tile went with the launcher (walkthrough 3: the focus fell to the body, the next Tab
    // started over at the top): it is on the main landmark, as the skip link puts it.
    await expect(page.getByRole('main')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect
      .poll(() =>
        page.evaluate(() => document.getElementById('main-content')?.contains(document.activeElement)),
      )
      .toBe(true);
    // The first page of a visit leaves the focus to the browser: the skip link comes first.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('main')).not.toBeFocused();
  });

  test('the Back button closes home, back to the page before it', async ({ page, signIn }) => {
    await signIn('admin', HOME);
    await launcherSettled(page);
    await page.goto(HOME); // a fresh visit: home is its first page, nothing to go back to
    const back = page.getByRole('button', { name: 'Back', exact: true });
    await expect(back).toBeDisabled();
    await tile(page, 'Apps', 'Dashboard').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Title bar' }).getByRole('button', { name: 'Home' }).click();
    await back.click();
    await expect(page).toHaveURL(new RegExp(`/dashboard\\?acctId=${ADMIN_ACCOUNT}$`));
  });

  test('a folder of 12 apps pages through its popup and launches from it', async ({ page, signIn }) => {
    await signIn('admin', HOME);
    await launcherSettled(page);
    const folder = tile(page, 'Apps', /^Operations Toolkit/);
    await expect(folder.getByText('+9')).toBeVisible();
    // The '+N' is readable on the preview (the dark theme's: settings-preferences.spec.ts).
    const [more, preview] = await Promise.all([
      folder.getByText('+9').evaluate((node) => getComputedStyle(node).color),
      folder.getByTestId('folder-preview').evaluate((node) => getComputedStyle(node).backgroundColor),
    ]);
    expect(contrastRatio(more, preview)).toBeGreaterThanOrEqual(4.5);
    await folder.click();
    const popup = page.getByRole('dialog', { name: 'Operations Toolkit' });
    await expect(popup.getByRole('listitem')).toHaveCount(9);
    await expect(popup.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'true');
    const dots = popup.getByRole('button', { name: 'Page 2' });
    const firstPageDots = await settledTop(dots);
    // Each page dot is a target of at least 24×24 px (WCAG 2.5.8), its dot drawn 12 px wide.
    for (const name of ['Page 1', 'Page 2']) {
      const box = await popup.getByRole('button', { name }).boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(24);
      expect(box?.height).toBeGreaterThanOrEqual(24);
    }
    await popup.getByRole('button', { name: 'Page 2' }).click();
    await expectApps(popup, ['Market Rate Lookup', 'Location Details', 'Ops Dashboard']);
    // The page of 3 is as high as the page of 9: the dots stay where they were (S1 §2.3).
    expect(await settledTop(dots)).toBe(firstPageDots);
    await popup.getByRole('button', { name: 'Ops Dashboard' }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard\\?acctId=${ADMIN_ACCOUNT}&view=ops$`));
    await expect(popup).toBeHidden();
  });

  test('a disabled app does nothing', async ({ page, signIn }) => {
    await signIn('admin', HOME);
    await launcherSettled(page);
    const disabled = tile(page, 'Reports', /^Quarterly Business Review/);
    await expect(disabled).toHaveAttribute('aria-disabled', 'true');
    await disabled.click({ force: true });
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/home\\?acctId=${ADMIN_ACCOUNT}$`));
  });

  test('an app without an account leads to the access error', async ({ page, signIn }) => {
    await signIn('admin', HOME);
    await launcherSettled(page);
    await tile(page, 'Apps', /^Regional Rollup/).click();
    await expect(page).toHaveURL(/\/error\/406$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Access Error' })).toBeVisible();
    // The admin has accounts: the page says what is missing and leads back home.
    await expect(page.getByText('This app needs an account you are not assigned to.')).toBeVisible();
    await page.getByRole('button', { name: 'Return Home' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  });

  test('an external link opens a new tab, recorded as an app launch; an embedded one opens at /url/{id}', async ({
    page,
    signIn,
    controls,
  }) => {
    await serveExternalLinks(page);
    await signIn('admin', HOME);
    await launcherSettled(page);
    const newTab = page.waitForEvent('popup');
    await tile(page, 'Links', 'Fleet Status').click();
    await expect(await newTab).toHaveURL('https://example.com/fleet-status');
    await expect(page).toHaveURL(new RegExp(`/home\\?acctId=${ADMIN_ACCOUNT}$`));
    await expectFleetStatusLaunchLogged(controls);

    await tile(page, 'Links', 'Safety Handbook').click();
    await expect(page).toHaveURL(new RegExp(`/url/502\\?acctId=${ADMIN_ACCOUNT}$`));
    await expect(page.frameLocator('iframe[title="Safety Handbook"]').getByRole('heading')).toHaveText(
      'External site',
    );
  });

  test('a viewer without forms sees the empty group last', async ({ page, signIn }) => {
    await signIn('viewer');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      'Apps',
      'Reports',
      'Links',
      'Forms',
    ]);
    await expect(group(page, 'Forms').getByText('No Forms Found.')).toBeVisible();
  });
});

/** The middle of an element, where a pointer or a finger presses it. */
async function centre(locator: Locator): Promise<{ x: number; y: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('The element has no box: it is not shown');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** What @hello-pangea/dnd tells screen readers about the drag under way (its live region). */
const dragAnnouncement = (page: Page) => page.locator('[id^="rfd-announcement-"]');

test.describe('favorites', () => {
  const originalOrder = ['Dashboard', 'Labor Planning', 'Fleet Status'];
  const movedOrder = ['Labor Planning', 'Dashboard', 'Fleet Status'];

  /** Keyboard drag, as @hello-pangea/dnd supports it: focus the handle, Space, arrow, Space. */
  async function moveDown(page: Page, title: string) {
    await page.getByRole('button', { name: `Reorder ${title}` }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
  }

  test('Save keeps a reordered list, at the server and after a reload', async ({ page, signIn }) => {
    await signIn('admin', HOME);
    await launcherSettled(page);
    await expectFavorites(page, originalOrder);
    // By keyboard (walkthrough 3, defect 4): the focus goes from Edit to Save and back as they
    // replace each other, not to the page's body.
    const edit = group(page, 'Favorites').getByRole('button', { name: 'Edit' });
    const save = group(page, 'Favorites').getByRole('button', { name: 'Save' });
    await edit.focus();
    await page.keyboard.press('Enter');
    await expect(save).toBeFocused();
    await moveDown(page, 'Dashboard');
    await expectFavorites(page, movedOrder);
    await save.focus();
    await page.keyboard.press('Enter');
    await expect(edit).toBeEnabled();
    await expect(edit).toBeFocused();
    await expect.poll(() => favoritesAtServer(page)).toEqual([104, 102, 501]);

    await page.reload();
    await expectFavorites(page, movedOrder);
  });

  test('by keyboard, a Remove hands the focus to the next row’s Remove, the last to the previous, then Save (walkthrough 12, D3)', async ({
    page,
    signIn,
  }) => {
    await signIn('admin', HOME);
    await launcherSettled(page);
    const favorites = group(page, 'Favorites');
    const remove = (title: string) =>
      favorites.getByRole('button', { name: `Remove ${title} from favorites` });
    await favorites.getByRole('button', { name: 'Edit' }).focus();
    await page.keyboard.press('Enter');
    // It fell to the page's body each time.
    await remove('Dashboard').focus();
    await page.keyboard.press('Enter');
    await expect(remove('Labor Planning')).toBeFocused();
    await remove('Fleet Status').focus();
    await page.keyboard.press('Enter');
    await expect(remove('Labor Planning')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(favorites.getByRole('button', { name: 'Save' })).toBeFocused();
  });

  test('by keyboard, each step of a move is heard naming the favorite and its position (walkthrough 32, O1)', async ({
    page,
    signIn,
  }) => {
    await signIn('admin', HOME);
    await launcherSettled(page);
    await group(page, 'Favorites').getByRole('button', { name: 'Edit' }).click();
    // The library's own texts named no favorite: 'You have lifted an item in position 3'.
    await page.getByRole('button', { name: 'Reorder Fleet Status' }).focus();
    await page.keyboard.press('Space');
    await expect(dragAnnouncement(page)).toHaveText('Fleet Status lifted, position 3 of 3.');
    await page.keyboard.press('ArrowUp');
    await expect(dragAnnouncement(page)).toHaveText('Fleet Status moved to position 2 of 3.');
    await page.keyboard.press('ArrowUp');
    await expect(dragAnnouncement(page)).toHaveText('Fleet Status moved to position 1 of 3.');
    await page.keyboard.press('Space');
    await expect(dragAnnouncement(page)).toHaveText('Fleet Status dropped at position 1 of 3.');
    await expectFavorites(page, ['Fleet Status', 'Dashboard', 'Labor Planning']);
    // A move given up with Escape says where the favorite stays.
    await expect(page.getByRole('button', { name: 'Reorder Fleet Status' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(dragAnnouncement(page)).toHaveText('Fleet Status lifted, position 1 of 3.');
    await page.keyboard.press('ArrowDown');
    await expect(dragAnnouncement(page)).toHaveText('Fleet Status moved to position 2 of 3.');
    await page.keyboard.press('Escape');
    await expect(dragAnnouncement(page)).toHaveText('Fleet Status returned to position 1.');
    await expectFavorites(page, ['Fleet Status', 'Dashboard', 'Labor Planning']);
  });

  test('a mouse drag reorders, and Save sends the new order to the server', async ({ page, signIn }) => {
    await signIn('admin', HOME);
    await launcherSettled(page);
    await group(page, 'Favorites').getByRole('button', { name: 'Edit' }).click();
    const handle = await centre(page.getByRole('button', { name: 'Reorder Dashboard' }));
    const target = await centre(page.getByRole('button', { name: 'Reorder Labor Planning' }));
    await page.mouse.move(handle.x, handle.y);
    await page.mouse.down();
    // Past the library's 5 px "sloppy click" threshold first, then on in small steps as a hand does.
    await page.mouse.move(handle.x, handle.y + 10, { steps: 3 });
    await expect(dragAnnouncement(page)).toHaveText('Dashboard lifted, position 1 of 3.');
    await page.mouse.move(target.x, target.y + 12, { steps: 10 });
    await page.mouse.up();
    await expectFavorites(page, movedOrder);
    await group(page, 'Favorites').getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => favoritesAtServer(page)).toEqual([104, 102, 501]);
  });

  test.describe('on a touch screen', () => {
    test.use({ hasTouch: true });

    test('a long press and a move reorder by touch', async ({ page, signIn }) => {
      await signIn('admin', HOME);
      await launcherSettled(page);
      await group(page, 'Favorites').getByRole('button', { name: 'Edit' }).click();
      const handle = await centre(page.getByRole('button', { name: 'Reorder Dashboard' }));
      const target = await centre(page.getByRole('button', { name: 'Reorder Labor Planning' }));
      const touch = await page.context().newCDPSession(page);
      const touchAt = (type: 'touchStart' | 'touchMove', point: { x: number; y: number }) =>
        touch.send('Input.dispatchTouchEvent', { type, touchPoints: [point] });
      await touchAt('touchStart', handle);
      // A finger held still lifts the item (the library's long press); moving earlier would scroll.
      await expect(dragAnnouncement(page)).toHaveText('Dashboard lifted, position 1 of 3.');
      const steps = 10;
      for (let step = 1; step <= steps; step += 1) {
        await touchAt('touchMove', {
          x: handle.x,
          y: handle.y + ((target.y + 12 - handle.y) * step) / steps,
        });
      }
      await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await expectFavorites(page, movedOrder);
      await group(page, 'Favorites').getByRole('button', { name: 'Save' }).click();
      await expect.poll(() => favoritesAtServer(page)).toEqual([104, 102, 501]);
    });
  });

  test('Cancel restores the earlier favorites and reloads the menu', async ({ page, signIn, controls }) => {
    await signIn('admin', HOME);
    await launcherSettled(page);
    await group(page, 'Favorites').getByRole('button', { name: 'Edit' }).click();
    await moveDown(page, 'Dashboard');
    // The edit's Remove (waits for Save) and the sidebar's star (saves at once) differ in name too.
    await expect(
      sidebar(page).getByRole('button', { name: 'Favorite Fleet Status', pressed: true }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove Fleet Status from favorites' })).toHaveCount(1);
    await group(page, 'Favorites')
      .getByRole('button', { name: 'Remove Fleet Status from favorites' })
      .click();
    await expectFavorites(page, ['Labor Planning', 'Dashboard']);
    await controls.resetStats();
    await group(page, 'Favorites').getByRole('button', { name: 'Cancel' }).click();
    await expectFavorites(page, originalOrder);
    await expect.poll(async () => (await controls.stats()).requests['GET Common/Menu']).toBe(1);
    expect((await controls.stats()).requests['PUT Common/Favorites']).toBeUndefined();
    expect(await favoritesAtServer(page)).toEqual([102, 104, 501]);
  });

  test("Cancel after a star in the sidebar puts the focus on Edit, not on the sidebar's next star (walkthrough 28, D1)", async ({
    page,
    signIn,
  }) => {
    await signIn('supervisor', HOME);
    await launcherSettled(page);
    const favorites = group(page, 'Favorites');
    await favorites.getByRole('button', { name: 'Edit' }).click();
    await sidebar(page).getByRole('tab', { name: 'Apps' }).click();
    await sidebar(page).getByRole('button', { name: 'Favorite Metric Entry', pressed: false }).click();
    await expect(
      sidebar(page).getByRole('button', { name: 'Favorite Metric Entry', pressed: true }),
    ).toBeVisible();
    await favorites.getByRole('button', { name: 'Cancel' }).click();
    await expect(favorites.getByRole('button', { name: 'Edit' })).toBeFocused();
    // The menu read again (the sidebar's list drawn anew) leaves it there.
    await expect(
      sidebar(page).getByRole('button', { name: 'Favorite Metric Entry', pressed: false }),
    ).toBeVisible();
    await expect(favorites.getByRole('button', { name: 'Edit' })).toBeFocused();
  });

  test('Save in one tab keeps a favorite another tab added during the edit (walkthrough 4, defect 3)', async ({
    page,
    signIn,
  }) => {
    // The supervisor's favorites: Task List (120), Shift Management (101), Market Rates (113).
    await signIn('supervisor');
    await launcherSettled(page);
    const editing = await page.context().newPage();
    await editing.goto('/home');
    await launcherSettled(editing);
    await group(editing, 'Favorites').getByRole('button', { name: 'Edit' }).click();
    await group(editing, 'Favorites')
      .getByRole('button', { name: 'Remove Task List from favorites' })
      .click();
    await expectFavorites(editing, ['Shift Management', 'Market Rates']);

    // The first tab stars Dashboard (102): saved at once.
    await sidebar(page).getByRole('tab', { name: 'Apps' }).click();
    await sidebar(page).getByRole('button', { name: 'Favorite Dashboard', pressed: false }).click();
    await expect.poll(() => favoritesAtServer(page)).toEqual([120, 101, 113, 102]);

    // The edit takes it in, keeping its own removal; Save keeps both.
    await expectFavorites(editing, ['Shift Management', 'Market Rates', 'Dashboard']);
    await group(editing, 'Favorites').getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => favoritesAtServer(page)).toEqual([101, 113, 102]);
    await expectFavorites(page, ['Shift Management', 'Market Rates', 'Dashboard']);
    await editing.reload();
    await expectFavorites(editing, ['Shift Management', 'Market Rates', 'Dashboard']);
  });

  test('Edit shows the reorder handles at once, also before the page has had an idle moment', {
    tag: '@fake-clock',
  }, async ({ page, signIn }) => {
    // Time stands still, as on a page kept busy: no idle callback ever runs.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    await signIn('admin', HOME);
    await group(page, 'Favorites').getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByRole('button', { name: 'Reorder Dashboard' })).toBeVisible();
  });

  test('a refused save is reported, logged to the console, and the screen is usable again', async ({
    page,
    signIn,
    controls,
  }) => {
    const errors = consoleErrors(page);
    await signIn('admin', HOME);
    await launcherSettled(page);
    await group(page, 'Favorites').getByRole('button', { name: 'Edit' }).click();
    await moveDown(page, 'Dashboard');
    await controls.fault('Common/Favorites', 400, 1, 'Cannot save favorites: try again later.');
    await group(page, 'Favorites').getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Favorites not saved')).toBeVisible();
    await expect(page.getByText('Cannot save favorites: try again later.')).toBeVisible();
    await expectFavorites(page, originalOrder);
    await expect(group(page, 'Favorites').getByRole('button', { name: 'Edit' })).toBeEnabled();
    // S1 §8: the failure is logged to the console too (the save went through the outbox, which
    // logs the record it sets aside with the server's reason).
    await expect
      .poll(() =>
        errors.filter((text) =>
          /^Outbox: favorites record \S+ was set aside: 400: Cannot save favorites: try again later\./.test(
            text,
          ),
        ),
      )
      .toHaveLength(1);
  });

  // Walkthrough 7 (suggestions): on a slow network the title bar read 'Synced' 200 ms after Save,
  // before the change was even queued. From the moment the screen shows the change until the
  // server has taken it, the title bar says it waits to sync.
  test('from Save until the server took the change, the title bar never says Synced', async ({
    page,
    signIn,
  }) => {
    await signIn('admin', HOME);
    await launcherSettled(page);
    await expect(syncStatusButton(page)).toHaveText('Synced');
    await group(page, 'Favorites').getByRole('button', { name: 'Edit' }).click();
    await moveDown(page, 'Dashboard');
    // Every state the screen goes through: the status label, and whether the edit is still open.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { e2eSeen: string[] }).e2eSeen = seen;
      const record = () => {
        const label = [...document.querySelectorAll('nav[aria-label="Title bar"] button')]
          .map((button) => button.textContent ?? '')
          .find((text) => /^(Synced|\d+ to sync)/.test(text));
        const editing = [...document.querySelectorAll('section#favorites button')].some(
          (button) => button.textContent === 'Save',
        );
        const state = `${label} · ${editing ? 'editing' : 'saved'}`;
        if (seen.at(-1) !== state) seen.push(state);
      };
      record();
      new MutationObserver(record).observe(document.body, {
        subtree: true,
        childList: true,
        characterData: true,
      });
    });
    const release = await holdRequests(page, '**/api/Common/Favorites');
    const putSent = page.waitForRequest(
      (request) => request.method() === 'PUT' && request.url().endsWith('/api/Common/Favorites'),
    );
    await group(page, 'Favorites').getByRole('button', { name: 'Save' }).click();
    await expectFavorites(page, movedOrder);
    await putSent;
    await expect(syncStatusButton(page)).toHaveText('1 to sync');
    expect(await favoritesAtServer(page)).toEqual([102, 104, 501]);

    release();
    await expect(syncStatusButton(page)).toHaveText('Synced');
    expect(await favoritesAtServer(page)).toEqual([104, 102, 501]);
    const seen = await page.evaluate(() => (window as unknown as { e2eSeen: string[] }).e2eSeen);
    expect(seen).toEqual(['Synced · editing', '1 to sync · saved', 'Synced · saved']);
  });
});

test.describe('favorites on two devices of one user (walkthrough 8, defect 1)', () => {
  // The supervisor's favorites: Task List (120), Shift Management (101), Market Rates (113).
  const START = ['Task List', 'Shift Management', 'Market Rates'];
  const DASHBOARD = 102;
  const LABOR_PLANNING = 104;

  /**
   * Device A is the test's page; device B another device (`anotherDevice`), signed in as the same
   * user. `hearing`: both connected to the notifications hub, so each hears the other's saves
   * (walkthrough 36, O2); else neither connects, as devices that have not heard of the other's
   * change yet (asleep, a network dropping WebSockets), whose own saves must still keep it.
   */
  async function twoDevices(
    page: Page,
    anotherDevice: (
      user: 'supervisor',
      path?: string,
      beforeSignIn?: (page: Page) => Promise<void>,
    ) => Promise<Page>,
    signIn: (user: 'supervisor') => Promise<void>,
    { hearing }: { hearing: boolean },
  ) {
    const connected: Promise<void>[] = [];
    const prepare = async (device: Page) => {
      if (hearing) connected.push(hubAccepted(device, NOTIFICATIONS_HUB_PATH));
      else await hubDown(device, NOTIFICATIONS_HUB_PATH);
    };
    await prepare(page);
    await signIn('supervisor');
    const pageB = await anotherDevice('supervisor', undefined, prepare);
    await Promise.all(connected);
    for (const device of [page, pageB]) {
      await launcherSettled(device);
      await expectFavorites(device, START);
      await sidebar(device).getByRole('tab', { name: 'Apps' }).click();
    }
    return { deviceB: pageB.context(), pageB };
  }

  /** The sidebar's star: `pressed` is the state it has before the click. */
  const star = (device: Page, title: string, pressed = false) =>
    sidebar(device)
      .getByRole('button', { name: `Favorite ${title}`, pressed })
      .click();

  test('a star queued offline keeps the favorite another device starred meanwhile', async ({
    page,
    anotherDevice,
    signIn,
  }) => {
    test.slow(); // two browsers
    const { deviceB, pageB } = await twoDevices(page, anotherDevice, signIn, { hearing: false });
    await deviceB.setOffline(true);
    await star(pageB, 'Dashboard');
    await expectFavorites(pageB, [...START, 'Dashboard']);
    await star(page, 'Labor Planning');
    await expect.poll(() => favoritesAtServer(page)).toEqual([120, 101, 113, LABOR_PLANNING]);

    // B's queued star is applied to the server's list as it is when sent: both stay.
    await deviceB.setOffline(false);
    await expect.poll(() => favoritesAtServer(page)).toEqual([120, 101, 113, LABOR_PLANNING, DASHBOARD]);
    await expectFavorites(pageB, [...START, 'Labor Planning', 'Dashboard']);
    await expectFavorites(page, [...START, 'Labor Planning']); // A has not heard of B's star yet
    // A's next save brings it: removing Market Rates (113) keeps B's Dashboard.
    await star(page, 'Market Rates', true);
    await expect.poll(() => favoritesAtServer(page)).toEqual([120, 101, LABOR_PLANNING, DASHBOARD]);
    await expectFavorites(page, ['Task List', 'Shift Management', 'Labor Planning', 'Dashboard']);
  });

  test("the star of a device that has not heard of the other device's star keeps that favorite", async ({
    page,
    anotherDevice,
    signIn,
  }) => {
    test.slow(); // two browsers
    const { pageB } = await twoDevices(page, anotherDevice, signIn, { hearing: false });
    await star(pageB, 'Dashboard');
    await expect.poll(() => favoritesAtServer(page)).toEqual([120, 101, 113, DASHBOARD]);

    // A, deaf to the hub, still shows the list it loaded; its star goes onto the server's list, and
    // A then shows that.
    await expectFavorites(page, START);
    await star(page, 'Labor Planning');
    await expect.poll(() => favoritesAtServer(page)).toEqual([120, 101, 113, DASHBOARD, LABOR_PLANNING]);
    await expectFavorites(page, [...START, 'Dashboard', 'Labor Planning']);
    await expectFavorites(pageB, [...START, 'Dashboard']); // B has not heard of A's star yet
    // B's next save brings it: removing Shift Management (101) keeps A's Labor Planning.
    await star(pageB, 'Shift Management', true);
    await expect.poll(() => favoritesAtServer(page)).toEqual([120, 113, DASHBOARD, LABOR_PLANNING]);
    await expectFavorites(pageB, ['Task List', 'Market Rates', 'Dashboard', 'Labor Planning']);
  });

  test('a save on one device shows on the other without a reload; an edit there keeps its own changes (walkthrough 36, O2)', async ({
    page,
    anotherDevice,
    signIn,
  }) => {
    test.slow(); // two browsers
    const { pageB } = await twoDevices(page, anotherDevice, signIn, { hearing: true });
    const favoritesB = group(pageB, 'Favorites');
    await favoritesB.getByRole('button', { name: 'Edit' }).click();
    await favoritesB.getByRole('button', { name: 'Remove Market Rates from favorites' }).click();
    await favoritesB.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => favoritesAtServer(page)).toEqual([120, 101]);
    // A follows at once: the launcher and the sidebar's stars.
    await expectFavorites(page, ['Task List', 'Shift Management']);
    await expect(
      sidebar(page).getByRole('button', { name: 'Favorite Market Rates', pressed: false }),
    ).toBeVisible();

    // An edit in progress on A is not overwritten: B's star joins it, A's removal stays.
    const favoritesA = group(page, 'Favorites');
    await favoritesA.getByRole('button', { name: 'Edit' }).click();
    await favoritesA.getByRole('button', { name: 'Remove Task List from favorites' }).click();
    await star(pageB, 'Dashboard');
    await expect.poll(() => favoritesAtServer(page)).toEqual([120, 101, DASHBOARD]);
    await expectFavorites(page, ['Shift Management', 'Dashboard']);
    await favoritesA.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => favoritesAtServer(page)).toEqual([101, DASHBOARD]);
    await expectFavorites(page, ['Shift Management', 'Dashboard']);
    // And B follows A's save.
    await expectFavorites(pageB, ['Shift Management', 'Dashboard']);
  });
});

test.describe('mobile (800 px)', () => {
  test.use({ viewport: { width: 800, height: 900 } });

  /** Home signed in as admin, the sidebar opened as a drawer over it. */
  async function homeWithDrawerOpen(page: Page, signIn: (user: 'admin', path: string) => Promise<void>) {
    await signIn('admin', HOME);
    await launcherSettled(page);
    await titleBar(page).getByRole('button', { name: 'Open menu' }).click();
    await expect(sidebar(page)).toBeVisible();
  }

  test('launching from home hides the sidebar', async ({ page, signIn }) => {
    await homeWithDrawerOpen(page, signIn);
    // The open drawer covers the page on a phone; the tiles stay reachable from the keyboard.
    await tile(page, 'Apps', 'Dashboard').press('Enter');
    await expect(page).toHaveURL(new RegExp(`/dashboard\\?acctId=${ADMIN_ACCOUNT}$`));
    await expect(sidebar(page)).toBeHidden();
  });

  test('a launch from a folder popup hides the sidebar too', async ({ page, signIn }) => {
    await homeWithDrawerOpen(page, signIn);
    await tile(page, 'Apps', /^Operations Toolkit/).press('Enter');
    const popup = page.getByRole('dialog', { name: 'Operations Toolkit' });
    await popup.getByRole('button', { name: 'Shift Board' }).click();
    await expect(page).toHaveURL(new RegExp(`/shift-management\\?acctId=${ADMIN_ACCOUNT}&view=board$`));
    await expect(sidebar(page)).toBeHidden();
  });
});

test.describe('folder popup launch (fake clock)', { tag: '@fake-clock' }, () => {
  test.use({ reducedMotion: 'no-preference' });

  test('the launched app grows while the others fade, then it opens', async ({ page, signIn }) => {
    await page.clock.install();
    await signIn('admin', HOME);
    await launcherSettled(page);
    await tile(page, 'Apps', /^Operations Toolkit/).click();
    const popup = page.getByRole('dialog', { name: 'Operations Toolkit' });
    await expect(popup.getByRole('listitem')).toHaveCount(9);
    await page.clock.pauseAt(Date.now() + 60_000); // the launch waits for its 250 ms until told
    const launched = popup.getByRole('button', { name: 'Shift Board' });
    await launched.click();
    // The styles reach each tile, not the box its tooltip wraps it in (which draws nothing).
    await expect(launched).toHaveCSS('transform', 'matrix(1.25, 0, 0, 1.25, 0, 0)');
    await expect(popup.getByRole('button', { name: 'Shift Swaps' })).toHaveCSS('opacity', '0.3');
    await page.clock.runFor(250);
    await expect(page).toHaveURL(new RegExp(`/shift-management\\?acctId=${ADMIN_ACCOUNT}&view=board$`));
  });
});

test.describe('folder popup on a touch screen', () => {
  test.use({ hasTouch: true, viewport: { width: 1024, height: 768 } });

  test('a swipe across the pages turns them, and launches nothing', async ({ page, signIn }) => {
    await signIn('admin', HOME);
    await launcherSettled(page);
    await tile(page, 'Apps', /^Operations Toolkit/).tap();
    const popup = page.getByRole('dialog', { name: 'Operations Toolkit' });
    await expect(popup.getByRole('listitem')).toHaveCount(9);
    const grid = popup.getByRole('list');
    const box = await grid.boundingBox();
    if (!box) throw new Error('the folder popup has no page on screen');
    const touch = await page.context().newCDPSession(page);
    const y = box.y + box.height / 2;
    /** A finger from one side of the page to the other, in steps, starting on an app. */
    const swipe = async (fromX: number, toX: number) => {
      await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: fromX, y }] });
      const steps = 8;
      for (let step = 1; step <= steps; step += 1) {
        const x = fromX + ((toX - fromX) * step) / steps;
        await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
      }
      await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    const right = box.x + box.width * 0.85;
    const left = box.x + box.width * 0.15;

    await swipe(right, left);
    await expect(popup.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'true');
    await expectApps(popup, ['Market Rate Lookup', 'Location Details', 'Ops Dashboard']);
    await swipe(left, right);
    await expect(popup.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'true');
    await expect(popup.getByRole('listitem')).toHaveCount(9);
    await expect(popup).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/home\\?acctId=${ADMIN_ACCOUNT}$`));
  });
});

/**
 * The second click of a double click at a point: `detail` 2, as chromium gives the second tap of a
 * double tap too, whatever is under it by then. Sent with its count, so a slow render between the
 * two presses cannot make it a first click again.
 */
async function secondClickAt(page: Page, { x, y }: { x: number; y: number }) {
  await page.mouse.move(x, y);
  await page.mouse.down({ clickCount: 2 });
  await page.mouse.up({ clickCount: 2 });
}
/** The text of the button at a point of the page. */
const buttonNameAt = (page: Page, { x, y }: { x: number; y: number }) =>
  page.evaluate((point) => document.elementFromPoint(point.x, point.y)?.closest('button')?.textContent, {
    x,
    y,
  });

// Walkthrough 32, O5: the second tap of a double tap undid the first.
test.describe('a double click or double tap does what one would', () => {
  test('on Edit: the favorites stay in edit mode though Cancel comes under the second click', async ({
    page,
    signIn,
  }) => {
    await signIn('admin', HOME);
    await launcherSettled(page);
    const favorites = group(page, 'Favorites');
    const at = await centre(favorites.getByRole('button', { name: 'Edit' }));
    await page.mouse.click(at.x, at.y);
    await expect(favorites.getByRole('button', { name: 'Reorder Dashboard' })).toBeVisible();
    expect(await buttonNameAt(page, at)).toBe('Cancel');
    await secondClickAt(page, at);
    await expect(favorites.getByRole('button', { name: 'Reorder Dashboard' })).toBeVisible();
    await expect(favorites.getByRole('button', { name: 'Save' })).toBeVisible();
    // A click of its own still cancels.
    await favorites.getByRole('button', { name: 'Cancel' }).click();
    await expect(favorites.getByRole('button', { name: 'Edit' })).toBeVisible();
  });

  test('on a folder: its popup opens and stays, launching nothing', async ({ page, signIn }) => {
    await signIn('admin', HOME);
    await launcherSettled(page);
    const folder = tile(page, 'Apps', /^Operations Toolkit/);
    await folder.scrollIntoViewIfNeeded();
    const at = await centre(folder);
    await page.mouse.click(at.x, at.y);
    const popup = page.getByRole('dialog', { name: 'Operations Toolkit' });
    await expect(popup.getByRole('listitem')).toHaveCount(9);
    await secondClickAt(page, at);
    await expect(popup).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/home\\?acctId=${ADMIN_ACCOUNT}$`));
    // A click of its own outside the popup still closes it.
    await page.mouse.click(5, 5);
    await expect(popup).toHaveCount(0);
  });
});

/** Labor Planning renamed as in walkthrough #9: too long for a tile's two lines at 1024 px. */
const LONG_NAME = 'Labor Planning and Workforce Scheduling';
async function withLongLaborPlanning(page: Page) {
  await page.route('**/api/Common/Menu', async (route) => {
    const response = await route.fetch();
    const menu = (await response.json()) as { items: { title: string }[] };
    for (const item of menu.items) if (item.title === 'Labor Planning') item.title = LONG_NAME;
    await route.fulfill({ response, json: menu });
  });
}
/** Whether an element's text is cut (an ellipsis after its lines). */
const isCut = (text: Locator) => text.evaluate((element) => element.scrollHeight > element.clientHeight);

test.describe('tile names and subtitles', () => {
  test.describe('by hover (fake clock)', { tag: '@fake-clock' }, () => {
    test.use({ viewport: { width: 1024, height: 768 } });

    test("a cut name's tile shows the whole name and subtitle after 1000 ms of hovering", async ({
      page,
      signIn,
    }) => {
      await withLongLaborPlanning(page);
      await page.clock.install();
      await signIn('supervisor');
      const laborPlanning = tile(page, 'Apps', new RegExp(`^${LONG_NAME}`));
      await expect.poll(() => isCut(laborPlanning.getByText(LONG_NAME, { exact: true }))).toBe(true);
      const tooltip = await tooltipAfterHoverDelay(page, laborPlanning);
      await expect(tooltip).toHaveText(`${LONG_NAME}: Workload and staffing`);
      // The clock's jump of a minute timed the notifications hub out: reconnected, it reads the
      // menu again (the pushes it may have missed), a read the route may still hold as the test ends.
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    });
  });

  // Walkthrough #9: on a supervisor's tablet the whole name and the subtitle were out of reach.
  test.describe('on a touch tablet (1024 × 768)', () => {
    test.use({ hasTouch: true, viewport: { width: 1024, height: 768 } });

    test('a long press shows the whole name and subtitle and launches nothing; a tap launches', async ({
      page,
      signIn,
    }) => {
      await withLongLaborPlanning(page);
      await signIn('supervisor');
      await launcherSettled(page);
      const laborPlanning = tile(page, 'Apps', new RegExp(`^${LONG_NAME}`));
      // Cut on the tile, after two lines ('Labor / Planning…'), once the launcher is laid out.
      await expect.poll(() => isCut(laborPlanning.getByText(LONG_NAME, { exact: true }))).toBe(true);

      await longPressReady(laborPlanning);
      const finger = await fingerOn(page, laborPlanning);
      const whole = page.getByRole('tooltip', { name: `${LONG_NAME}: Workload and staffing`, exact: true });
      await expect(whole).toBeVisible();
      await finger.lift();
      await expect(whole).toBeVisible(); // it stays to be read

      // The one explanation of why Regional Rollup leads to an error page is its subtitle.
      const regionalRollup = tile(page, 'Apps', /^Regional Rollup/);
      const second = await fingerOn(page, regionalRollup);
      await expect(
        page.getByRole('tooltip', { name: 'Regional Rollup: Needs a regional account', exact: true }),
      ).toBeVisible();
      await expect(whole).toHaveCount(0);
      await second.lift();
      // Neither release launched (the first had the whole second press to do it).
      await expect(page).toHaveURL(/\/home$/);
      await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();

      await regionalRollup.tap();
      await expect(page).toHaveURL(/\/error\/406$/);
    });
  });
});
