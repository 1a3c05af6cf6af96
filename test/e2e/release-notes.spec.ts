import type { Locator, Page } from '@playwright/test';
import { authHeaders } from './support/api-auth';
import { expect, test } from './support/fixtures';
import { homeHeading } from './support/landmarks';
import { syncStatusButton, waitForOfflineReady } from './support/offline';

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Release Notes' });
const versions = (page: Page) => dialog(page).getByRole('list', { name: 'Versions' }).getByRole('listitem');
const changes = (page: Page) => dialog(page).getByRole('list', { name: 'Changes' }).getByRole('listitem');
const NO_CHANGES = "No changes to the App's you have access.";
/**
 * A pane's 'Could not be loaded.' state. By its text: for a moment the list's loader, also a status,
 * is there beside it (until the failed page marks the list's end).
 */
const readFailed = (pane: Locator) => pane.getByRole('status').filter({ hasText: 'Could not be loaded.' });
/** The release notes' line in the sync status's offline-readiness list. */
const releaseNotesReadiness = (page: Page) =>
  page
    .getByRole('region', { name: 'Offline use' })
    .getByRole('listitem')
    .filter({ hasText: 'Release notes' });

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} has no box`);
  return box;
}

async function openReleaseNotes(page: Page) {
  await page.getByRole('navigation', { name: 'Title bar' }).getByRole('button', { name: 'Help' }).click();
  await page.getByRole('menuitem', { name: 'Release Notes' }).click();
  await expect(dialog(page)).toBeVisible();
}

/** The notes of 3.2.0 (the Version claim's release) a Limited user of three apps may read. */
const currentNotesForLimitedUser = [
  /Feature.*Market Rates.*exported to a spreadsheet/,
  /Enhancement.*Metric Entry, Labor Workload.*remembers the last shift/,
  /Fix.*Market Rates.*wrong currency/,
];

test.describe('release notes', () => {
  test('signing in after an update opens them once, with the update message and the current notes', async ({
    page,
    signIn,
  }) => {
    await signIn('returning');
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page)).toContainText('New updates have been made to the site since your last visit.');
    for (const [index, text] of currentNotesForLimitedUser.entries())
      await expect(changes(page).nth(index)).toHaveText(text);
    await expect(changes(page)).toHaveCount(3);
    await expect(versions(page).getByRole('button', { name: /^3\.2\.0/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    // Only a pushed release asks to update (Accept, release-push.spec.ts): the notes above are
    // drawn, so the modal's content is all there, with no Accept (or Reject) in it.
    await expect(dialog(page).getByRole('button', { name: 'Accept' })).toHaveCount(0);
    await expect(dialog(page).getByRole('button', { name: 'Reject' })).toHaveCount(0);

    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await expect(dialog(page)).toBeHidden();

    // Opened by hand, it has no update message.
    await openReleaseNotes(page);
    await expect(changes(page)).toHaveCount(3);
    await expect(dialog(page)).not.toContainText('New updates have been made');
  });

  test('a user without the update flag sees nothing at sign-in; versions page past 25 as the list scrolls', async ({
    page,
    signIn,
  }) => {
    await signIn('viewer');
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await expect(dialog(page)).toBeHidden();

    await openReleaseNotes(page);
    await expect(versions(page)).toHaveCount(25);
    await expect(versions(page).first()).toContainText('3.2.0');
    // Active versions only, for a user who is not a system admin; no release type filter, no Push Release.
    await expect(versions(page).filter({ hasText: /Draft|Submit|Inactive|Abandon/ })).toHaveCount(0);
    await expect(dialog(page).getByLabel('Release type')).toHaveCount(0);
    await expect(dialog(page).getByRole('button', { name: 'Push Release' })).toHaveCount(0);

    await dialog(page).getByRole('button', { name: 'Load more versions' }).scrollIntoViewIfNeeded();
    await expect(versions(page)).toHaveCount(28);
    // 3 came back, fewer than 25: the list has ended.
    await expect(dialog(page).getByRole('button', { name: 'Load more versions' })).toHaveCount(0);
    await expect(versions(page).last()).toContainText('0.1.0');
  });

  test('choosing an app or a change type filters the changes and the versions', async ({ page, signIn }) => {
    await signIn('viewer');
    await openReleaseNotes(page);
    await expect(changes(page)).toHaveCount(3);

    // An app: only its notes; removing it shows them all again.
    const app = dialog(page).getByRole('combobox', { name: 'App' });
    await app.fill('Market');
    await page.getByRole('option', { name: 'Market Rates' }).click();
    await page.keyboard.press('Escape');
    await expect(changes(page)).toHaveText([
      currentNotesForLimitedUser[0] as RegExp,
      currentNotesForLimitedUser[2] as RegExp,
    ]);
    await app.press('Backspace');
    await expect(changes(page)).toHaveCount(3);

    await dialog(page).getByRole('combobox', { name: 'Change type' }).focus();
    await page.keyboard.press('ArrowDown');
    await page.getByRole('option', { name: 'Fix' }).click();
    await page.keyboard.press('Escape');
    await expect(changes(page)).toHaveCount(1);
    await expect(changes(page).first()).toHaveText(currentNotesForLimitedUser[2] as RegExp);
    // Versions without a Fix this user can read are gone.
    await expect.poll(() => versions(page).count()).toBeLessThan(25);
    await expect(versions(page).first()).toContainText('3.2.0');

    // Another version's fixes.
    const older = versions(page).nth(1);
    await expect(older.getByRole('button')).not.toHaveAttribute('aria-current', 'true');
    await older.getByRole('button').click();
    await expect(older.getByRole('button')).toHaveAttribute('aria-current', 'true');
    await expect(changes(page).first()).toContainText('Fix');
    await expect(changes(page).filter({ hasNotText: 'Fix' })).toHaveCount(0);
  });

  for (const [failure, answer] of [
    ['a 500', { status: 500, contentType: 'application/json', body: '{"message":"Internal Server Error"}' }],
    [
      'an answer that cannot be read',
      { status: 200, contentType: 'application/json', body: '{"versions": [' },
    ],
  ] as const)
    test(`after ${failure} for the versions, both panes say they could not be loaded (not "No changes"), and Try again loads them`, async ({
      page,
      signIn,
    }) => {
      let failing = true;
      await page.route('**/api/ReleaseNotes/ReleaseVersions', (route) =>
        failing ? route.fulfill(answer) : route.fallback(),
      );
      await signIn('viewer');
      await openReleaseNotes(page);
      // S2 §8: only logged, no message; but not S2's placeholder, which says there is nothing
      // (walkthrough 7), and not a blank pane (walkthrough 3).
      const changesPane = dialog(page).getByRole('region', { name: 'Changes' });
      const versionsPane = dialog(page).getByRole('navigation', { name: 'Versions' });
      await expect(changesPane).toContainText('Could not be loaded.');
      await expect(readFailed(versionsPane)).toHaveText('Could not be loaded.Try again');
      await expect(dialog(page)).not.toContainText(NO_CHANGES);
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(changes(page)).toHaveCount(0);

      failing = false;
      await versionsPane.getByRole('button', { name: 'Try again' }).click();
      await expect(changes(page)).toHaveCount(3);
      await expect(versions(page).first().getByRole('button')).toHaveText(/^\d+\.\d+\.\d+/);
      await expect(dialog(page)).not.toContainText('Could not be loaded.');
    });

  test('a 429 with Retry-After: the modal says when it asks again, reopening does not ask before then, and it loads by itself after', {
    tag: '@fake-clock',
  }, async ({ page, signIn }) => {
    let busy = true;
    let asked = 0;
    await page.route('**/api/ReleaseNotes/ReleaseVersions', (route) => {
      if (!busy) return route.fallback();
      asked += 1;
      return route.fulfill({
        status: 429,
        contentType: 'application/json',
        headers: { 'Retry-After': '8' },
        body: '{"message":"Too many requests."}',
      });
    });
    // The server's 8 s are the page's clock's: moved on by the test, not waited for.
    await page.clock.install();
    await signIn('viewer');
    await openReleaseNotes(page);
    const versionsPane = dialog(page).getByRole('navigation', { name: 'Versions' });
    await expect(readFailed(versionsPane)).toContainText(
      /^Could not be loaded\. The server is busy; trying again at \d{1,2}:\d{2}:\d{2}/,
    );
    await expect(versionsPane.getByRole('button', { name: 'Try again' })).toBeDisabled();
    const askedBefore = asked;
    expect(askedBefore).toBeGreaterThan(0);

    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await openReleaseNotes(page);
    await expect(readFailed(versionsPane)).toContainText('The server is busy');
    expect(asked).toBe(askedBefore);

    busy = false;
    await page.clock.pauseAt(Date.now() + 3_000); // the page's clock moves only when told from here
    await expect(readFailed(versionsPane)).toContainText('The server is busy');
    expect(asked).toBe(askedBefore);
    // Once the 8 s are over, the open modal asks again by itself.
    await page.clock.runFor(6_000);
    await page.clock.resume(); // the answer's own steps (the changes' read after the versions') in real time
    await expect(changes(page)).toHaveCount(3);
    await expect(dialog(page)).not.toContainText('Could not be loaded.');
  });

  test('searching the comments narrows the changes, and none found says so, in an 800 px modal', async ({
    page,
    signIn,
  }) => {
    await signIn('viewer');
    await openReleaseNotes(page);
    await expect(changes(page)).toHaveCount(3);
    expect((await dialog(page).boundingBox())?.width).toBe(800);

    const search = dialog(page).getByRole('textbox', { name: 'Search comments' });
    await search.fill('currency');
    await expect(changes(page)).toHaveCount(1);
    await expect(changes(page).first()).toHaveText(currentNotesForLimitedUser[2] as RegExp);

    const changesPane = dialog(page).getByRole('region', { name: 'Changes' });
    const versionNumber = /\d+\.\d+\.\d+/;
    await expect(changesPane).toContainText(versionNumber);

    // No version left: the panes say so, not the placeholder for what the user may not see
    // (S2's, for an unfiltered list), and no version no longer listed is named.
    await search.fill('no comment says this');
    await expect(versions(page)).toHaveCount(0);
    await expect(dialog(page).getByRole('navigation', { name: 'Versions' }).getByRole('status')).toHaveText(
      'No release notes match the filters.',
    );
    await expect(changesPane).toContainText('Change or clear the filters to see release notes.');
    await expect(changesPane).not.toContainText(versionNumber);
    await expect(dialog(page).getByText(NO_CHANGES)).toHaveCount(0);
    await expect(changes(page)).toHaveCount(0);

    await search.fill('');
    await expect(changes(page)).toHaveCount(3);
    await expect(changesPane).toContainText(versionNumber);
  });

  test('a chosen version the new filters leave out gives way to the first version they list', async ({
    page,
    signIn,
  }) => {
    await signIn('viewer');
    await openReleaseNotes(page);
    await expect(versions(page)).toHaveCount(25);
    const changesPane = dialog(page).getByRole('region', { name: 'Changes' });
    const chosen = versions(page).getByRole('button', { name: /^3\.0\.0/ });
    await chosen.click();
    await expect(chosen).toHaveAttribute('aria-current', 'true');
    await expect(changesPane).toContainText('3.0.0');

    // Only 3.2.0 has a note about currency: 3.0.0 is no longer listed, so its notes are not shown.
    const search = dialog(page).getByRole('textbox', { name: 'Search comments' });
    await search.fill('currency');
    await expect(versions(page)).toHaveCount(1);
    const first = versions(page).getByRole('button', { name: /^3\.2\.0/ });
    await expect(first).toHaveAttribute('aria-current', 'true');
    await expect(changesPane).toContainText('3.2.0');
    await expect(changesPane).not.toContainText('3.0.0');
    await expect(changes(page)).toHaveText([currentNotesForLimitedUser[2] as RegExp]);
    await expect(dialog(page).getByText(NO_CHANGES)).toHaveCount(0);

    // Cleared, the list holds 3.2.0 again: it stays the chosen one.
    await search.fill('');
    await expect(versions(page)).toHaveCount(25);
    await expect(versions(page).getByRole('button', { name: /^3\.2\.0/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(changes(page)).toHaveCount(3);
  });

  test('a version withdrawn while read gives way to the first listed version when chosen again (walkthrough 11, defect 9)', async ({
    page,
    signIn,
    anotherDevice,
  }) => {
    await signIn('supervisor');
    const admin = await anotherDevice('admin');
    await openReleaseNotes(page);
    await expect(versions(page)).toHaveCount(25);
    const changesPane = dialog(page).getByRole('region', { name: 'Changes' });
    const withdrawn = versions(page).getByRole('button', { name: /^3\.0\.0/ });
    await withdrawn.click();
    await expect(changesPane).toContainText('3.0.0');
    await expect(changes(page).first()).toBeVisible();

    // An admin makes 3.0.0 Inactive: a viewer may not list it any more.
    const headers = await authHeaders(admin);
    const listed = await admin.request.post('/api/ReleaseNotes/ReleaseVersions', {
      headers,
      data: { skip: 0, take: 25 },
    });
    const version = ((await listed.json()) as { id: number; version: string }[]).find(
      (v) => v.version === '3.0.0',
    );
    if (!version) throw new Error('the seed lists 3.0.0');
    const deactivated = await admin.request.patch('/api/ReleaseNotes/ReleaseVersions', {
      headers,
      data: { ...version, status: 'Inactive' },
    });
    expect(deactivated.status()).toBe(204);

    // Chosen again (the version shown: a press reads it again, walkthrough 36, O1), its notes
    // answer 404 and the list is read again without it: the first listed version is chosen.
    const refused = page.waitForResponse((r) =>
      new URL(r.url()).pathname.endsWith(`/ReleaseNotes/ReleaseNotes/${version.id}`),
    );
    await withdrawn.click();
    expect((await refused).status()).toBe(404);
    await expect(withdrawn).toHaveCount(0);
    await expect(versions(page).first().getByRole('button')).toHaveAttribute('aria-current', 'true');
    await expect(changesPane).not.toContainText('3.0.0');
    await expect(changes(page).first()).toBeVisible();
  });

  test('a system admin filters the versions by release type; Push Release is offered to admins and says Notifications Sent', async ({
    page,
    signIn,
  }) => {
    await signIn('admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await expect(dialog(page)).toBeHidden();
    await openReleaseNotes(page);
    // A system admin sees every status and may filter by release type.
    await expect(versions(page).first()).toContainText('3.4.0');
    await expect(versions(page).first()).toContainText('Draft');
    await expect(dialog(page).getByLabel('Release type')).toBeVisible();

    // S2 §2: a release type lists only its versions (the seed has three Inactive ones), newest
    // first, and the notes shown follow the first of them; a second type adds its versions.
    const releaseType = dialog(page).getByRole('combobox', { name: 'Release type' });
    const changesPane = dialog(page).getByRole('region', { name: 'Changes' });
    await releaseType.focus();
    await page.keyboard.press('ArrowDown');
    await page.getByRole('option', { name: 'Inactive' }).click();
    await expect(versions(page)).toHaveText([
      /^3\.1\.0.*Inactive/,
      /^2\.4\.0.*Inactive/,
      /^1\.0\.0.*Inactive/,
    ]);
    await expect(changesPane).toContainText('3.1.0');
    await page.getByRole('option', { name: 'Draft' }).click();
    await page.keyboard.press('Escape');
    await expect(versions(page)).toHaveText([/^3\.4\.0.*Draft/, /^3\.1\.0/, /^2\.4\.0/, /^1\.0\.0/]);
    // Cleared: every status again, Active ones among them.
    await releaseType.press('Backspace');
    await releaseType.press('Backspace');
    await expect(versions(page)).toHaveCount(25);
    await expect(versions(page).nth(2)).toHaveText(/^3\.2\.0/);
    await expect(versions(page).nth(2)).not.toContainText(/Draft|Submit|Inactive|Abandon/);

    // The footer's button is in view without scrolling past the notes.
    await expect(dialog(page).getByRole('button', { name: 'Push Release' })).toBeInViewport({ ratio: 1 });
    await dialog(page).getByRole('button', { name: 'Push Release' }).click();
    await expect(page.getByText('Notifications Sent')).toBeVisible();
  });
});

test.describe('release notes on a German device', () => {
  test.use({ locale: 'de-DE', timezoneId: 'Pacific/Auckland' });

  test('version dates are written in English, as the rest of the page (walkthrough 8, defect 6)', async ({
    page,
    signIn,
  }) => {
    await signIn('admin');
    await openReleaseNotes(page);
    // 'Nov 15, 2026', not '15. Nov. 2026' inside an English page.
    await expect(versions(page).first()).toContainText(/[A-Z][a-z]{2} \d{1,2}, \d{4}/);
    await expect(versions(page).first()).not.toContainText(/\d{1,2}\. [A-Z]/);
  });
});

test('scrolling the Changes to their end moves only the list: the Versions heading, Add Version and the filters stay put', async ({
  page,
  signIn,
}) => {
  await signIn('admin');
  await expect(homeHeading(page)).toBeVisible();
  await openReleaseNotes(page);
  await expect(changes(page)).toHaveCount(5);
  const fixedParts = [
    dialog(page).getByRole('heading', { name: 'Versions' }),
    dialog(page).getByRole('button', { name: 'Add Version' }),
    dialog(page).getByText('Search comments', { exact: true }),
    dialog(page).getByText('Change type', { exact: true }),
  ];
  const before = await Promise.all(fixedParts.map(boxOf));

  // The wheel over the Changes scrolls them, inside their own area, to the last note.
  await dialog(page).getByRole('list', { name: 'Changes' }).hover();
  await page.mouse.wheel(0, 3000);
  await expect(changes(page).last()).toBeInViewport({ ratio: 1 });

  // Nothing else moved, and all of it is still below the dialog's title row, inside the dialog.
  const dialogBox = await boxOf(dialog(page));
  const titleBox = await boxOf(dialog(page).getByRole('heading', { name: 'Release Notes' }));
  for (const [i, part] of fixedParts.entries()) {
    const box = await boxOf(part);
    expect(box.y, `${part} is where it was`).toBeCloseTo(before[i]?.y ?? Number.NaN, 0);
    expect(box.y, `${part} is below the title row`).toBeGreaterThanOrEqual(titleBox.y + titleBox.height);
    expect(box.y + box.height).toBeLessThanOrEqual(dialogBox.y + dialogBox.height);
  }
  // The list itself scrolled: its first note went out of sight.
  await expect(changes(page).first()).not.toBeInViewport({ ratio: 1 });
});

// Tablets, windowed (1024 × 768, above the mobile breakpoint) and full screen (768 × 1024): the
// Versions list fills the dialog down to its bottom and scrolls inside, as on a desktop.
for (const viewport of [
  { width: 1024, height: 768 },
  { width: 768, height: 1024 },
]) {
  test(`on a ${viewport.width} × ${viewport.height} tablet the Versions list fills the dialog and scrolls inside`, async ({
    page,
    signIn,
  }) => {
    await page.setViewportSize(viewport);
    await signIn('viewer');
    await openReleaseNotes(page);
    await expect(versions(page)).toHaveCount(25);
    await expect(changes(page)).toHaveCount(3);

    // The dialog takes the window's height less its margin (the same above and below; none full
    // screen), and the Versions pane reaches its bottom (less the body's padding).
    const dialogBox = await boxOf(dialog(page));
    expect(dialogBox.y + dialogBox.height).toBeGreaterThanOrEqual(viewport.height - dialogBox.y - 2);
    const paneBox = await boxOf(dialog(page).getByRole('navigation', { name: 'Versions' }));
    expect(paneBox.y + paneBox.height).toBeGreaterThanOrEqual(dialogBox.y + dialogBox.height - 24);

    // Longer than the pane, the list scrolls inside it: every version is reached, the title stays.
    const title = dialog(page).getByRole('heading', { name: 'Versions' });
    await expect(versions(page).last()).not.toBeInViewport();
    await dialog(page).getByRole('button', { name: 'Load more versions' }).scrollIntoViewIfNeeded();
    await expect(versions(page)).toHaveCount(28);
    await versions(page).last().scrollIntoViewIfNeeded();
    await expect(versions(page).last()).toContainText('0.1.0');
    await expect(versions(page).last()).toBeInViewport({ ratio: 1 });
    await expect(versions(page).first()).not.toBeInViewport();
    await expect(title).toBeInViewport({ ratio: 1 });
    const lastBox = await boxOf(versions(page).last());
    expect(lastBox.y + lastBox.height).toBeLessThanOrEqual(paneBox.y + paneBox.height + 1);
  });
}

test('by keyboard, Skip to Changes passes the versions list: the next Tab is in the notes (walkthrough 39, O2)', async ({
  page,
  signIn,
}) => {
  // 1280 × 800 at 200 % zoom: the columns stacked, the Changes below the versions.
  await page.setViewportSize({ width: 640, height: 400 });
  await signIn('admin');
  await openReleaseNotes(page);
  await expect(versions(page).first()).toBeVisible();
  const skip = dialog(page).getByRole('link', { name: 'Skip to Changes' });
  // Hidden until a Tab reaches it, right after the dialog's Close.
  await expect(dialog(page).getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  const shown = await boxOf(skip);
  const modal = await boxOf(dialog(page));
  expect(shown.width).toBeGreaterThan(40);
  expect(shown.x).toBeGreaterThanOrEqual(modal.x);
  await page.keyboard.press('Enter');
  const section = dialog(page).getByRole('region', { name: 'Changes' });
  await expect(section).toBeFocused();
  // Its heading in view, below the dialog's sticky head.
  const head = await boxOf(dialog(page).locator('.mantine-Modal-header'));
  await expect(section.getByRole('heading', { name: 'Changes' })).toBeInViewport();
  expect((await boxOf(section.getByRole('heading', { name: 'Changes' }))).y).toBeGreaterThanOrEqual(
    head.y + head.height - 1,
  );
  await page.keyboard.press('Tab');
  const inChanges = await page.evaluate(
    () => document.activeElement?.closest('section[aria-labelledby="release-changes-title"]') !== null,
  );
  expect(inChanges).toBe(true);
  await expect(versions(page).first().getByRole('button').first()).not.toBeFocused();
});

test('in a low window the control Tab reaches is in view clear of the sticky head and footer (walkthrough 30, O4)', async ({
  page,
  signIn,
}) => {
  await page.setViewportSize({ width: 640, height: 400 });
  await signIn('admin');
  await openReleaseNotes(page);
  await expect(versions(page).first()).toBeVisible();
  await expect(dialog(page).getByRole('button', { name: 'Push Release' })).toBeVisible();
  // Each stop of a round of Tab through the dialog: a control outside the head and the footer must
  // lie between them (a control taller than that space, a list, may not: it scrolls itself).
  const covered: string[] = [];
  for (let stop = 0; stop < 40; stop += 1) {
    await page.keyboard.press('Tab');
    const problem = await page.evaluate(() => {
      const focused = document.activeElement as HTMLElement | null;
      const modal = focused?.closest('[role="dialog"]');
      if (!focused || !modal) return 'focus left the dialog';
      const stuck = (element: Element) => getComputedStyle(element).position === 'sticky';
      for (let at: Element | null = focused; at && at !== modal; at = at.parentElement)
        if (stuck(at)) return null;
      const head = modal.querySelector('.mantine-Modal-header')?.getBoundingClientRect();
      const push = [...modal.querySelectorAll('button')].find(
        (button) => button.textContent === 'Push Release',
      );
      let footer: Element | null | undefined = push;
      while (footer && !stuck(footer)) footer = footer.parentElement;
      const foot = footer?.getBoundingClientRect();
      const box = focused.getBoundingClientRect();
      const top = head?.bottom ?? 0;
      const bottom = foot && foot.top > top + 1 ? foot.top : window.innerHeight;
      if (box.height > bottom - top) return null;
      const name =
        focused.getAttribute('aria-label') ?? focused.textContent?.trim().slice(0, 30) ?? focused.tagName;
      return box.top < top - 1 || box.bottom > bottom + 1
        ? `${name}: ${Math.round(box.top)}–${Math.round(box.bottom)} outside ${Math.round(top)}–${Math.round(bottom)}`
        : null;
    });
    if (problem) covered.push(problem);
  }
  expect(covered).toEqual([]);
});

test.describe('at 400 % zoom of a 1280 × 800 screen (320 × 200)', () => {
  test.use({ viewport: { width: 320, height: 200 }, deviceScaleFactor: 4 });

  test("a reader's Changes list, scrolled to, is no taller than the screen under the dialog's head (walkthrough 38, O4)", async ({
    page,
    signIn,
  }) => {
    await signIn('viewer');
    await openReleaseNotes(page);
    await expect(changes(page).first()).toBeAttached();
    await dialog(page).getByRole('region', { name: 'Changes' }).scrollIntoViewIfNeeded();
    // The list's scrolling box: the nearest box around it with a height limit.
    const height = await dialog(page)
      .getByRole('list', { name: 'Changes' })
      .evaluate((list) => {
        let box = list.parentElement;
        while (box && getComputedStyle(box).maxHeight === 'none') box = box.parentElement;
        return box?.getBoundingClientRect().height;
      });
    const head = await boxOf(dialog(page).locator('.mantine-Modal-header'));
    // A scrolling box taller than the screen left under the head could never be seen whole: its
    // end, and the wheel's way out of it, lay off the screen.
    expect(height).toBeGreaterThanOrEqual(127);
    expect(height).toBeLessThanOrEqual(200 - (head.y + head.height) + 1);
  });
});

test('a page no service worker controls saves nothing for offline use: it could not open offline', async ({
  page,
  signIn,
  controls,
}) => {
  // The suite blocks the service worker here, as a browser without one would.
  await signIn('admin');
  await expect(homeHeading(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  await syncStatusButton(page).click();
  await expect(releaseNotesReadiness(page)).toContainText('Not saved yet');
  const calls = Object.keys((await controls.stats()).requests);
  expect(calls.filter((call) => call.includes('ReleaseNotes'))).toEqual([]);
});

test.describe('release notes offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('after one online visit, the modal shows the cached versions and notes with the server gone', async ({
    page,
    signIn,
    server,
  }) => {
    await signIn('returning');
    await expect(changes(page)).toHaveCount(3);
    await expect(versions(page)).toHaveCount(25);
    await page.keyboard.press('Escape');
    await waitForOfflineReady(page);

    await server.stop();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await openReleaseNotes(page);
    await expect(versions(page)).toHaveCount(25);
    await expect(versions(page).first()).toContainText('3.2.0');
    for (const [index, text] of currentNotesForLimitedUser.entries())
      await expect(changes(page).nth(index)).toHaveText(text);
  });

  test('saved in the background after sign-in: offline, the modal has them; a version not saved says so', async ({
    page,
    context,
    signIn,
  }) => {
    await signIn('admin');
    await waitForOfflineReady(page);
    // The sync status's list: saved without the modal ever being opened.
    await syncStatusButton(page).click();
    await expect(releaseNotesReadiness(page)).toContainText('Ready for offline use');
    await page.keyboard.press('Escape');

    await context.setOffline(true);
    await page.reload();
    await expect(homeHeading(page)).toBeVisible();
    await openReleaseNotes(page);
    await expect(versions(page)).toHaveCount(25);
    await expect(versions(page).getByRole('button', { name: /^3\.2\.0/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(changes(page)).toHaveCount(5);
    // The draft is not an active version: its notes are not kept, and the modal says so.
    await versions(page)
      .getByRole('button', { name: /^3\.4\.0/ })
      .click();
    await expect(
      dialog(page).getByText(
        "This version's changes have not been saved for offline use yet. They will show once you are back online.",
      ),
    ).toBeVisible();
    await expect(dialog(page).getByText(NO_CHANGES)).toHaveCount(0);
    await context.setOffline(false);
  });

  test('offline with nothing saved yet, the modal says so (never "No changes"), and fills in once online', async ({
    page,
    context,
    signIn,
  }) => {
    // The release notes never reach the device: as if the user went offline before they were saved.
    await context.route('**/api/ReleaseNotes/**', (route) => route.abort('internetdisconnected'));
    await signIn('admin');
    await waitForOfflineReady(page);
    await syncStatusButton(page).click();
    await expect(releaseNotesReadiness(page)).toContainText('Not saved yet');
    await page.keyboard.press('Escape');

    await context.setOffline(true);
    await page.reload();
    await expect(homeHeading(page)).toBeVisible();
    await openReleaseNotes(page);
    await expect(
      dialog(page).getByText(
        'The release notes have not been saved for offline use yet. They will show once you are back online.',
      ),
    ).toBeVisible();
    await expect(
      dialog(page).getByText(
        "This version's changes have not been saved for offline use yet. They will show once you are back online.",
      ),
    ).toBeVisible();
    await expect(dialog(page).getByText(NO_CHANGES)).toHaveCount(0);
    await expect(versions(page)).toHaveCount(0);

    // Back online, the open modal fills in by itself.
    await context.unroute('**/api/ReleaseNotes/**');
    await context.setOffline(false);
    await expect(versions(page)).toHaveCount(25);
    await expect(changes(page)).toHaveCount(5);
    await expect(dialog(page).getByText(/not been saved for offline use/)).toHaveCount(0);
  });
});
