import type { Locator, Page } from '@playwright/test';
import { ageCachedReads } from './support/browser-storage';
import { expect, test } from './support/fixtures';
import { holdRequests } from './support/held-requests';
import { titleBar } from './support/landmarks';
import { expectTitleBarFits } from './support/title-bar';

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search apps and pages' });
const results = (page: Page) => page.getByRole('listbox', { name: 'Search results' });
const announcements = (page: Page) => page.getByRole('region', { name: 'Announcements' });

/**
 * Whether the element is what a person sees at its left edge (a few pixels in, halfway down): not
 * covered there by the sidebar or anything else. The results once opened under the sidebar, their
 * first letters cut off.
 */
function topmostAtLeftEdge(element: Locator) {
  return element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    const seen = document.elementFromPoint(box.left + 4, box.top + box.height / 2);
    return seen !== null && node.contains(seen);
  });
}

/** Whether the element is what a person sees at its centre: not covered there by anything. */
function topmostAtCentre(element: Locator) {
  return element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    const seen = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return seen !== null && node.contains(seen);
  });
}

/** Leaves the focus on the page body, as after reading a page. */
async function focusNothing(page: Page) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

test.describe('global search', () => {
  test.beforeEach(async ({ page, signIn }) => {
    await signIn('supervisor');
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  });

  test("the box's placeholder fits, on a desktop and on a phone", async ({ page }) => {
    /** Whether `text` fits the room inside the box, measured in the box's own font. */
    const fitsBox = (text: string) =>
      searchBox(page).evaluate((input: HTMLInputElement, shown) => {
        const style = getComputedStyle(input);
        const context = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
        context.font = style.font;
        const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return context.measureText(shown).width <= room;
      }, text);
    const placeholderRoom = async () => {
      const placeholder = (await searchBox(page).getAttribute('placeholder')) ?? '';
      return { placeholder, fits: await fitsBox(placeholder) };
    };
    expect(await placeholderRoom()).toEqual({ placeholder: 'Search apps and pages', fits: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(searchBox(page)).toHaveAttribute('placeholder', 'Search');
    expect(await placeholderRoom()).toEqual({ placeholder: 'Search', fits: true });

    // On the phone the box takes the room the title bar's buttons leave (it was squeezed to
    // 77 px, cutting 'market rate' to 'rket rate'); every button stays whole, in view and apart.
    const box = await searchBox(page).boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(110);
    expect(box?.width).toBeLessThanOrEqual(180);
    const laidOutControls = () =>
      page
        .getByRole('navigation', { name: 'Title bar' })
        .locator('button, input')
        .evaluateAll((nodes) =>
          nodes
            .filter((node) => node.getBoundingClientRect().width > 1)
            .map((node) => {
              const { left, right } = node.getBoundingClientRect();
              return { name: node.getAttribute('aria-label') ?? node.textContent, left, right };
            }),
        );
    // Measured again until every control has its box: a part loaded on idle (the user menu's
    // button) is swapped in for its stand-in, and for that moment one of them has none.
    let controls: Awaited<ReturnType<typeof laidOutControls>> = [];
    await expect
      .poll(async () => {
        controls = await laidOutControls();
        return controls.length;
      })
      .toBeGreaterThanOrEqual(8);
    for (const [index, control] of controls.entries()) {
      expect(control.left, `${control.name} in view`).toBeGreaterThanOrEqual(0);
      expect(control.right, `${control.name} in view`).toBeLessThanOrEqual(390);
      const next = controls[index + 1];
      if (next)
        expect(control.right, `${control.name} apart from ${next.name}`).toBeLessThanOrEqual(next.left);
    }
    // Typed words show whole: nothing scrolled out of the box.
    await searchBox(page).fill('market rate');
    expect(await fitsBox('market rate')).toBe(true);
    expect(
      await searchBox(page).evaluate((input: HTMLInputElement) => input.scrollWidth <= input.clientWidth),
    ).toBe(true);
  });

  test('on a 360 px phone the box in use covers the title bar, and gives it back when left', async ({
    page,
  }) => {
    const boxWidth = async () => (await searchBox(page).boundingBox())?.width ?? 0;
    const home = titleBar(page).getByRole('button', { name: 'Home' });
    await page.setViewportSize({ width: 360, height: 800 });
    await expect.poll(boxWidth).toBeLessThan(120); // what the bar's buttons leave it
    await expectTitleBarFits(page);

    // In use, the box takes the bar's width (it was about 80 px, too narrow to type in), over
    // the buttons.
    await searchBox(page).click();
    await expect.poll(boxWidth).toBeGreaterThanOrEqual(280);
    expect(await topmostAtCentre(home), 'Home is under the box').toBe(false);
    await expectTitleBarFits(page);
    await page.keyboard.type('la');
    await expect(results(page).getByRole('option', { name: /^Labor Planning/ })).toBeVisible();
    for (const option of await results(page).getByRole('option').all())
      expect(await topmostAtLeftEdge(option), (await option.textContent()) ?? '').toBe(true);
    const panel = await results(page).boundingBox();
    expect(panel && panel.x >= 0 && panel.x + panel.width <= 360, 'the results in view').toBe(true);

    // Escape closes the results and gives the bar back; the focus stays in the box.
    await page.keyboard.press('Escape');
    await expect(results(page)).toHaveCount(0);
    await expect(searchBox(page)).toBeFocused();
    await expect.poll(boxWidth).toBeLessThan(120);
    expect(await topmostAtCentre(home), 'Home is in sight again').toBe(true);
    await expectTitleBarFits(page);

    // Typing takes the bar again; leaving the box gives it back.
    await page.keyboard.type('yard');
    await expect.poll(boxWidth).toBeGreaterThanOrEqual(280);
    await focusNothing(page);
    await expect.poll(boxWidth).toBeLessThan(120);
    expect(await topmostAtCentre(home)).toBe(true);
  });

  test('typing on the page starts a search that opens at two characters', async ({ page }) => {
    await focusNothing(page);
    await page.keyboard.press('l');
    await expect(searchBox(page)).toBeFocused();
    await expect(searchBox(page)).toHaveValue('l');
    await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(results(page)).toHaveCount(0);

    await page.keyboard.press('a');
    await expect(searchBox(page)).toHaveValue('la');
    await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'true');
    const appsAndPages = results(page).getByRole('group', { name: 'Apps & Pages' });
    await expect(appsAndPages.getByRole('option', { name: /^Labor Planning/ })).toBeVisible();
    // Above the sidebar: every row is whole, its first letters not under the sidebar.
    await expect(page.getByRole('navigation', { name: 'Sidebar' })).toBeVisible();
    for (const option of await results(page).getByRole('option').all())
      expect(await topmostAtLeftEdge(option), (await option.textContent()) ?? '').toBe(true);
    // The count is heard (WCAG 4.1.3): one polite status under the box says how many results
    // the list holds, its 'Search in' entries aside (walkthrough 32, D4: only 'No Results' was).
    const statuses = page.getByRole('region', { name: 'Search', exact: true }).getByRole('status');
    const found =
      (await results(page).getByRole('option').count()) -
      (await results(page).getByRole('group', { name: 'Search in' }).getByRole('option').count());
    await expect(statuses).toHaveText([`${found} results`]);

    await page.keyboard.type('zzz');
    await expect(page.getByText('No Results')).toBeVisible();
    expect(await topmostAtLeftEdge(page.getByText('No Results'))).toBe(true);
    await expect(results(page).getByRole('option')).toHaveCount(0);
    // S1's words are the status then, and the count says nothing.
    await expect(statuses).toHaveText(['No Results', '']);
  });

  test('arrows move through the results and Enter opens the app', async ({ page }) => {
    await focusNothing(page);
    await page.keyboard.type('labor');
    const options = results(page).getByRole('option');
    const first = options.first();
    await expect(first).toHaveAccessibleName(/^Labor Planning/);

    await page.keyboard.press('ArrowDown');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(searchBox(page)).toHaveAttribute(
      'aria-activedescendant',
      (await first.getAttribute('id')) ?? '',
    );
    await page.keyboard.press('ArrowUp'); // from the first to the last
    await expect(options.last()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown'); // and round to the first again
    await expect(first).toHaveAttribute('aria-selected', 'true');

    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/labor-planning$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Labor Planning' })).toBeVisible();
    await expect(results(page)).toHaveCount(0);
    await expect(searchBox(page)).toHaveValue('labor');
  });

  test('Escape restores the earlier search and Backspace clears a new one', async ({ page }) => {
    await searchBox(page).fill('labor');
    await page.keyboard.press('Enter'); // commits 'labor'
    await page.keyboard.type('xq');
    await expect(searchBox(page)).toHaveValue('laborxq');
    await expect(page.getByText('No Results')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(searchBox(page)).toHaveValue('labor');
    await expect(results(page)).toHaveCount(0);

    await focusNothing(page);
    await page.keyboard.press('k'); // a new search from the page, remembering 'labor'
    await expect(searchBox(page)).toHaveValue('k');
    await page.keyboard.press('Backspace'); // clears the search altogether
    await expect(searchBox(page)).toHaveValue('');
    await page.keyboard.press('Escape'); // nothing left to restore
    await expect(searchBox(page)).toHaveValue('');
  });
  test('Backspace typed on the page body clears the search', async ({ page }) => {
    await focusNothing(page);
    await page.keyboard.type('labor');
    await expect(results(page).getByRole('option', { name: /^Labor Planning/ })).toBeVisible();
    await focusNothing(page); // the panel closes, the text stays
    await expect(results(page)).toHaveCount(0);
    await expect(searchBox(page)).toHaveValue('labor');

    await page.keyboard.press('Backspace');
    await expect(searchBox(page)).toHaveValue('');
    await searchBox(page).focus();
    await page.keyboard.press('Escape'); // cleared, not edited: nothing to restore
    await expect(searchBox(page)).toHaveValue('');
    await expect(results(page)).toHaveCount(0);
  });

  test('Enter on an empty search resets it: Escape has nothing to restore', async ({ page }) => {
    await searchBox(page).fill('labor');
    await page.keyboard.press('Enter'); // commits 'labor'
    await searchBox(page).fill(''); // emptied without Backspace: 'labor' is still remembered
    await page.keyboard.press('Enter');
    await expect(searchBox(page)).toHaveValue('');
    await page.keyboard.press('Escape');
    await expect(searchBox(page)).toHaveValue('');
    await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('a folder opens in the results, and a context entry narrows the search', async ({ page }) => {
    await page.goto('/labor-planning?view=weekly');
    await expect(page.getByRole('heading', { level: 1, name: 'Labor Planning' })).toBeVisible();
    await searchBox(page).fill('toolkit');
    await page.keyboard.press('ArrowDown');
    await expect(results(page).getByRole('option', { name: /^Operations Toolkit/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.keyboard.press('Enter'); // a folder opens in place, as on the launcher
    await results(page)
      .getByRole('option', { name: /^Shift Board/ })
      .click();
    await expect(page).toHaveURL(/\/shift-management\?view=board$/);

    // On a page of the folder, 'Search Operations Toolkit' narrows the search to the folder.
    await searchBox(page).fill('plan');
    await expect(results(page).getByRole('option', { name: /^Labor Planning/ })).toBeVisible();
    const inFolder = results(page).getByRole('option', { name: 'Search Operations Toolkit' });
    await inFolder.click();
    await expect(inFolder).toHaveAttribute('aria-checked', 'true');
    await expect(results(page).getByRole('option', { name: /^Weekly Labor Plan/ })).toBeVisible();
    await expect(results(page).getByRole('option', { name: /^Labor Planning/ })).toHaveCount(0);
    await expect(results(page).getByRole('option', { name: 'Search Apps' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
  });
});

const ANNOUNCEMENTS_API = '**/api/Common/Announcements';

/**
 * Watches the page from its start (before any script of the app) for what moves the launcher:
 * the first tile's top as first laid out for a frame, and the layout shifts of the content below
 * the banners (in `main`). The title bar's own shifts (the bell's badge arriving) are not counted.
 */
async function watchLauncherFromStart(page: Page) {
  await page.addInitScript(() => {
    const seen = { firstTileTop: undefined as number | undefined, contentShift: 0 };
    (window as { __launcher?: typeof seen }).__launcher = seen;
    const firstTile = () => document.querySelector('[data-help-anchor="launcher-groups"] button');
    const look = () => {
      const tile = firstTile();
      if (tile) seen.firstTileTop = tile.getBoundingClientRect().top;
      else requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
    type Shift = PerformanceEntry & { value: number; sources?: { node?: Node | null }[] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        const main = document.querySelector('main');
        if (entry.sources?.some((source) => source.node && main?.contains(source.node)))
          seen.contentShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return {
    seen: () =>
      page.evaluate(
        () => (window as { __launcher?: { firstTileTop?: number; contentShift: number } }).__launcher,
      ),
    firstTileTop: () =>
      page
        .locator('[data-help-anchor="launcher-groups"] button')
        .first()
        .evaluate((tile) => tile.getBoundingClientRect().top),
  };
}

test.describe('global search before its rules are in', () => {
  // The search's rules and results panel come with the frame's parts, after the first screen: held
  // back here, a search typed before them must keep every key, arrows and Enter included.
  let releaseFrameParts = () => {};
  test.beforeEach(async ({ page, signIn }) => {
    releaseFrameParts = await holdRequests(page, '**/assets/frame-parts-*.js');
    await signIn('supervisor');
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await focusNothing(page);
  });

  test('keys typed meanwhile stay in the box, and the results show as the rules arrive', async ({ page }) => {
    await page.keyboard.type('labor');
    await page.keyboard.press('ArrowDown');
    await expect(searchBox(page)).toBeFocused();
    await expect(searchBox(page)).toHaveValue('labor');
    // Nothing to show yet: the box says so rather than point at a list that is not there.
    await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(results(page)).toHaveCount(0);

    releaseFrameParts();
    const first = results(page).getByRole('option').first();
    await expect(first).toHaveAccessibleName(/^Labor Planning/);
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/labor-planning$/);
  });

  test('an arrow and Enter pressed meanwhile open the result once the rules arrive', async ({ page }) => {
    await page.keyboard.type('labor');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect(searchBox(page)).toHaveValue('labor');
    releaseFrameParts();
    await expect(page).toHaveURL(/\/labor-planning$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Labor Planning' })).toBeVisible();
  });
});

test.describe('announcements', () => {
  test('rotate every 30 seconds, wrapping, and previous/next wrap', { tag: '@fake-clock' }, async ({
    page,
    signIn,
  }) => {
    await page.clock.install();
    await signIn('supervisor');
    await page.mouse.move(1, 1); // not resting on the banner, which holds the rotation
    const banner = announcements(page);
    await expect(banner.getByRole('button', { name: 'Holiday schedule' })).toBeVisible();
    await expect(banner.getByText('1 of 3')).toBeVisible();

    await page.clock.runFor(30_000);
    await expect(banner.getByRole('button', { name: 'Planned maintenance' })).toBeVisible();
    await page.clock.runFor(30_000);
    await expect(banner.getByRole('button', { name: 'New market rate reports' })).toBeVisible();
    await page.clock.runFor(30_000);
    await expect(banner.getByRole('button', { name: 'Holiday schedule' })).toBeVisible();

    await banner.getByRole('button', { name: 'Previous announcement' }).click();
    await expect(banner.getByRole('button', { name: 'New market rate reports' })).toBeVisible();
    await expect(banner.getByText('3 of 3')).toBeVisible();
    await banner.getByRole('button', { name: 'Next announcement' }).click();
    await expect(banner.getByRole('button', { name: 'Holiday schedule' })).toBeVisible();
  });

  test('the popup shows the sanitised HTML and runs no script from it', async ({ page, signIn }) => {
    await signIn('supervisor');
    await announcements(page).getByRole('button', { name: 'Holiday schedule' }).click();
    let dialog = page.getByRole('dialog', { name: 'Holiday schedule' });
    await expect(dialog.getByText('holiday shift schedule')).toBeVisible();
    await expect(dialog.locator('img')).toHaveCount(1);
    await expect(page.locator('[onerror]')).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Dismiss' })).toBeVisible();

    await dialog.getByRole('button', { name: 'Next' }).click();
    dialog = page.getByRole('dialog', { name: 'Planned maintenance' });
    await expect(dialog.getByText('Saturday 02:00–04:00 UTC')).toBeVisible();
    await expect(dialog.locator('script')).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Dismiss' })).toHaveCount(0); // not allowed for this one

    await dialog.getByRole('button', { name: 'Next' }).click();
    dialog = page.getByRole('dialog', { name: 'New market rate reports' });
    await expect(dialog.getByRole('link', { name: 'Reports' })).toHaveAttribute('rel', /noopener/);
    await dialog.getByRole('button', { name: 'Next' }).click(); // wraps
    await expect(page.getByRole('dialog', { name: 'Holiday schedule' })).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Previous' }).click(); // wraps back
    await expect(page.getByRole('dialog', { name: 'New market rate reports' })).toBeVisible();

    expect(
      await page.evaluate(() => (window as { __announcementXss?: boolean }).__announcementXss),
    ).toBeUndefined();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(announcements(page).getByText('3 of 3')).toBeVisible();
  });

  test('on a second visit the tiles stay still while the announcements arrive (walkthrough 7, defect 3)', async ({
    page,
    signIn,
  }) => {
    await signIn('supervisor'); // the first visit caches them
    await expect(announcements(page).getByText('1 of 3')).toBeVisible();

    const launcher = await watchLauncherFromStart(page);
    const release = await holdRequests(page, ANNOUNCEMENTS_API);
    const answered = page.waitForResponse(/\/api\/Common\/Announcements$/);
    await ageCachedReads(page); // revalidated from the network, not trusted as fresh
    await page.reload();
    await expect(page.locator('[data-help-anchor="launcher-groups"] button').first()).toBeVisible();
    await expect(announcements(page).getByText('1 of 3')).toBeVisible(); // from the cache
    release();
    await answered;
    await expect(announcements(page).getByText('1 of 3')).toBeVisible();

    const seen = await launcher.seen();
    expect(seen?.firstTileTop).toBeDefined();
    expect(await launcher.firstTileTop()).toBe(seen?.firstTileTop);
    expect(seen?.contentShift).toBe(0);
  });

  test('on a first visit the banner row is held while the announcements are on their way', async ({
    page,
    signIn,
  }) => {
    const launcher = await watchLauncherFromStart(page);
    const release = await holdRequests(page, ANNOUNCEMENTS_API);
    await signIn('supervisor');
    const firstTile = page.locator('[data-help-anchor="launcher-groups"] button').first();
    await expect(firstTile).toBeVisible();
    await expect(announcements(page)).toHaveCount(0); // still on its way
    const topWhileHeld = await launcher.firstTileTop();
    release();
    await expect(announcements(page).getByText('1 of 3')).toBeVisible();

    expect(await launcher.firstTileTop()).toBe(topWhileHeld);
    expect((await launcher.seen())?.firstTileTop).toBe(topWhileHeld);
    expect((await launcher.seen())?.contentShift).toBe(0);
  });

  test('a user with no announcements gets no empty row on the next visit', async ({ page, signIn }) => {
    await page.route(ANNOUNCEMENTS_API, (route) => route.fulfill({ json: [] }));
    await signIn('supervisor');
    await expect(page.locator('[data-help-anchor="launcher-groups"] button').first()).toBeVisible();
    await expect(page.locator('[data-announcements-room]')).toHaveCount(0);
    await page.unroute(ANNOUNCEMENTS_API);

    const release = await holdRequests(page, ANNOUNCEMENTS_API);
    await ageCachedReads(page);
    await page.reload();
    await expect(page.locator('[data-help-anchor="launcher-groups"] button').first()).toBeVisible();
    await expect(page.locator('[data-announcements-room]')).toHaveCount(0);
    release();
    // Announcements published since then still come, pushing the page down once (docs/shell.md).
    await expect(announcements(page).getByText('1 of 3')).toBeVisible();
  });

  test('Dismiss removes the announcement for good', async ({ page, signIn }) => {
    await signIn('supervisor');
    await announcements(page).getByRole('button', { name: 'Holiday schedule' }).click();
    await page
      .getByRole('dialog', { name: 'Holiday schedule' })
      .getByRole('button', { name: 'Dismiss' })
      .click();
    await expect(page.getByRole('dialog', { name: 'Planned maintenance' })).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await expect(announcements(page).getByText('1 of 2')).toBeVisible();

    await page.reload();
    await expect(announcements(page).getByRole('button', { name: 'Planned maintenance' })).toBeVisible();
    await expect(announcements(page).getByText('1 of 2')).toBeVisible();
    await expect(page.getByText('Holiday schedule')).toHaveCount(0);
  });

  test('Dismiss by keyboard leaves the focus in the popup, on Close, and Escape closes it (walkthrough 12, D3)', async ({
    page,
    signIn,
  }) => {
    await signIn('supervisor');
    await announcements(page).getByRole('button', { name: 'Holiday schedule' }).focus();
    await page.keyboard.press('Enter');
    await page
      .getByRole('dialog', { name: 'Holiday schedule' })
      .getByRole('button', { name: 'Dismiss' })
      .focus();
    await page.keyboard.press('Enter');
    // The next one shows (it allows no Dismiss); the focus had fallen to the page's body.
    const next = page.getByRole('dialog', { name: 'Planned maintenance' });
    await expect(next).toBeVisible();
    await expect(next.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('Dismiss on an announcement withdrawn meanwhile takes it away, without a word (walkthrough 11, defect 7)', async ({
    page,
    signIn,
    controls,
  }) => {
    const { id } = await controls.addAnnouncement({
      title: 'Withdrawn notice',
      text: '<p>Soon gone.</p>',
      allowAcknowledge: true,
    });
    await signIn('supervisor');
    await announcements(page).getByRole('button', { name: 'Withdrawn notice' }).click();
    const dialog = page.getByRole('dialog', { name: 'Withdrawn notice' });
    await expect(dialog.getByText('Soon gone.')).toBeVisible();
    await controls.removeAnnouncement(id);

    const answer = page.waitForResponse((response) =>
      response.url().endsWith(`/Announcements/${id}/Acknowledge`),
    );
    await dialog.getByRole('button', { name: 'Dismiss' }).click();
    expect((await answer).status()).toBe(404);
    // As a dismissal: the popup moves on to the next one, and the banner no longer holds it.
    await expect(page.getByRole('dialog', { name: 'Holiday schedule' })).toBeVisible();
    await expect(page.getByText('Announcement not dismissed')).toHaveCount(0);
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await expect(announcements(page).getByText('1 of 3')).toBeVisible();
    await expect(page.getByText('Withdrawn notice')).toHaveCount(0);
  });
});

test.describe('shell banners', () => {
  test('cookie consent is asked until accepted, and remembered', async ({ page, signIn }) => {
    await signIn('supervisor');
    const consent = page.getByRole('region', { name: 'Cookie consent' });
    await expect(consent).toBeVisible();
    // By keyboard: the focus then lands on the main landmark, not the page's body (walkthrough 28, D3).
    await consent.getByRole('button', { name: 'Accept' }).focus();
    await page.keyboard.press('Enter');
    await expect(consent).toHaveCount(0);
    await expect(page.getByRole('main')).toBeFocused();

    await page.reload();
    await expect(announcements(page)).toBeVisible(); // the frame is up
    await expect(consent).toHaveCount(0);
  });

  test('DB Connection Down shows, and the impersonation tabs are disabled, while the server says the directory database is down', async ({
    page,
    signIn,
    controls,
  }) => {
    await controls.setHealth({ directoryDatabase: 'down' });
    // The admin may impersonate supervisors and users: the tabs that need Workday data.
    await signIn('admin');
    const alert = page.getByRole('alert').filter({ hasText: 'DB Connection Down' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText(
      'Cannot fetch Workday data at this time, so some of the features will not be available. If this continues for an extended period of time then please submit ticket with support team.',
    );

    // S2 §6: meanwhile Settings offers the impersonation tabs disabled, saying why; the others work.
    await page
      .getByRole('navigation', { name: 'Title bar' })
      .getByRole('button', { name: 'Settings' })
      .click();
    const settings = page.getByRole('dialog', { name: 'Settings' });
    // A tab's name holds its description, when it has one.
    const tab = (name: string) => settings.getByRole('button', { name });
    for (const name of ['Impersonate Supervisor', 'Impersonate User']) {
      await expect(tab(name)).toBeDisabled();
      await expect(tab(name)).toContainText('Not available while Workday data cannot be fetched');
    }
    await expect(tab('Preferences')).toBeEnabled();
    // Nor does the keyboard open one (nor is the press kept for when the database is back).
    await tab('Impersonate User').press('Enter');

    // Checked again when the window regains focus: back up, the banner goes and the tabs open.
    await controls.setHealth({ directoryDatabase: 'up' });
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(alert).toHaveCount(0);
    await expect(tab('Impersonate User')).toBeEnabled();
    await expect(tab('Impersonate User')).not.toContainText('Not available');
    const impersonateUser = page.getByRole('region', { name: 'Impersonate User' });
    await expect(impersonateUser).toHaveCount(0);
    await tab('Impersonate User').click();
    await expect(impersonateUser.getByLabel('Search users')).toBeVisible();

    // Down again while the tab is open: it closes for the panel's entries, with the tabs disabled.
    await controls.setHealth({ directoryDatabase: 'down' });
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(alert).toBeVisible();
    await expect(impersonateUser).toHaveCount(0);
    await expect(tab('Impersonate User')).toBeDisabled();
    await expect(tab('Impersonate Supervisor')).toBeDisabled();
  });
});
