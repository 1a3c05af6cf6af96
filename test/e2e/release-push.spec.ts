import type { Browser, Page } from '@playwright/test';
import { NOTIFICATIONS_HUB_PATH } from '../../src/contracts/notifications-hub';
import { CURRENT_RELEASE } from '../../src/server/seed/demo-release-notes';
import { authHeaders } from './support/api-auth';
import { consoleErrors } from './support/console';
import { testWithOwnBuild } from './support/deployed-build';
import { expect, signInThroughApiOn, test } from './support/fixtures';
import { hubAccepted } from './support/hubs';
import { waitForOfflineReady } from './support/offline';

const PUSH_MESSAGE =
  'Site has new changes. Select Accept to update, or Reject to ignore changes and continue working.';
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Release Notes' });
const home = (page: Page) => page.getByRole('heading', { level: 1, name: 'Home' });
/** The bell's read (`GET Common/GlobalNotifications`). */
const BELL_READ = '/api/Common/GlobalNotifications';

/** Opens the Release Notes modal from the title bar's Help menu. */
async function openReleaseNotes(page: Page) {
  await page.getByRole('navigation', { name: 'Title bar' }).getByRole('button', { name: 'Help' }).click();
  await page.getByRole('menuitem', { name: 'Release Notes' }).click();
  await expect(dialog(page)).toBeVisible();
}

/**
 * Page A: admin signed in with the Release Notes modal open; the returned function presses Push
 * Release and waits for the server's answer. `activate` is first made Active through the API (a
 * Submit version: the seed's 3.3.0), so the push names it, the newest Active version.
 */
async function adminPusher(
  browser: Browser,
  origin: string,
  activate?: string,
): Promise<() => Promise<void>> {
  const context = await browser.newContext({ baseURL: origin, serviceWorkers: 'block' });
  const admin = await context.newPage();
  await signInThroughApiOn(admin, origin, 'admin');
  await expect(home(admin)).toBeVisible();
  if (activate) {
    const headers = await authHeaders(admin);
    const listed = await admin.request.post('/api/ReleaseNotes/ReleaseVersions', {
      headers,
      data: { skip: 0, take: 25 },
    });
    const version = ((await listed.json()) as { version: string }[]).find((v) => v.version === activate);
    if (!version) throw new Error(`the seed lists ${activate}`);
    const activated = await admin.request.patch('/api/ReleaseNotes/ReleaseVersions', {
      headers,
      data: { ...version, status: 'Active' },
    });
    expect(activated.status()).toBe(204);
  }
  await openReleaseNotes(admin);
  const pushButton = dialog(admin).getByRole('button', { name: 'Push Release' });
  await expect(pushButton).toBeVisible();
  return async () => {
    const answered = admin.waitForResponse((response) =>
      response.url().includes('ReleaseNotes/PushReleaseVersion'),
    );
    await pushButton.click();
    const pushed = await answered;
    expect(pushed.ok()).toBe(true);
    expect(await pushed.json()).toMatchObject({ version: activate ?? CURRENT_RELEASE.version });
  };
}

/** Pushes once; the page, connected to the notifications hub, shows the pushed-release message. */
async function pushAndSee(page: Page, push: () => Promise<void>): Promise<void> {
  await push();
  await expect(dialog(page).getByText(PUSH_MESSAGE)).toBeVisible();
}

/**
 * The page's release-notes reads (`POST ReleaseNotes/ReleaseNotes/{key}`) as they finish, and the
 * release notes' console errors: a normal flow has no failing read and logs none.
 */
function watchNotesReads(page: Page) {
  const reads = {
    started: 0,
    answered: [] as { url: string; status: number }[],
    consoleErrors: consoleErrors(page),
  };
  const isNotesRead = (url: string) => url.includes('/api/ReleaseNotes/ReleaseNotes/');
  page.on('request', (request) => {
    if (isNotesRead(request.url())) reads.started += 1;
  });
  page.on('response', (response) => {
    if (isNotesRead(response.url())) reads.answered.push({ url: response.url(), status: response.status() });
  });
  return reads;
}

test.describe('release notes pushed by the server (S1 §4)', () => {
  test('a user on another version is offered the update: Reject hides it, Accept resets and reloads /home', async ({
    page,
    browser,
    signIn,
    controls,
  }) => {
    // Mia Merged's Version claim names 3.1.0; the pushed release is the newest Active one, 3.2.0.
    // A push reaches the clients connected at the time, and the hub connects in the background
    // after the first screen: the pushes start once the server has accepted the page's connection.
    const connected = hubAccepted(page, NOTIFICATIONS_HUB_PATH);
    const reads = watchNotesReads(page);
    await signIn('merged');
    await expect(home(page)).toBeVisible();
    await expect(dialog(page)).toBeHidden();
    const push = await adminPusher(browser, new URL(page.url()).origin);
    await connected;

    await pushAndSee(page, push);
    await expect(dialog(page).getByRole('button', { name: 'Accept' })).toBeVisible();
    // The modal shows the newest version she may list, 3.2.0: her claim's 3.1.0 is Inactive, which
    // a non-admin's list leaves out, so its notes are not asked for (they would answer 404).
    await expect(dialog(page).getByRole('region', { name: 'Changes' })).toContainText(
      CURRENT_RELEASE.version,
    );
    await expect.poll(() => reads.answered.length > 0 && reads.answered.length === reads.started).toBe(true);
    expect(reads.answered.filter((read) => read.status !== 200)).toEqual([]);
    // The release notes' own errors ('Release notes could not be loaded …'); the fixtures block
    // service workers, whose failed registration is logged too.
    expect(reads.consoleErrors.filter((text) => /^Release /.test(text))).toEqual([]);
    await dialog(page).getByRole('button', { name: 'Reject' }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(home(page)).toBeVisible();

    // Close hides it as Reject does.
    await pushAndSee(page, push);
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();

    // Away from home, so landing on /home shows the reload went there.
    await page
      .getByRole('navigation', { name: 'Sidebar' })
      .getByRole('link', { name: 'Labor Planning', exact: true })
      .click();
    await expect(page).toHaveURL(/\/labor-planning/);
    await page.evaluate(() => {
      (window as { beforeUpdate?: boolean }).beforeUpdate = true;
    });
    const renewalsBefore = (await controls.stats()).renewals;

    await pushAndSee(page, push);
    // Hold the renewal so the blocked UI can be seen, then let it through.
    let renewalArrived = () => {};
    const arrived = new Promise<void>((resolve) => {
      renewalArrived = resolve;
    });
    let releaseRenewal = () => {};
    const released = new Promise<void>((resolve) => {
      releaseRenewal = resolve;
    });
    await page.route('**/api/Auth/Renew', async (route) => {
      renewalArrived();
      await released;
      await route.continue();
    });
    await dialog(page).getByRole('button', { name: 'Accept' }).click();
    await arrived;
    await expect(page.getByRole('status', { name: 'Updating the site' })).toBeVisible();
    await expect(dialog(page).getByRole('button', { name: 'Reject' })).toBeDisabled();
    releaseRenewal();
    // A full reload to /home, with the session renewed first (the new claims).
    await expect(page).toHaveURL(/\/home$/);
    await expect(home(page)).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => (window as { beforeUpdate?: boolean }).beforeUpdate))
      .toBeUndefined();
    expect((await controls.stats()).renewals).toBe(renewalsBefore + 1);
    await expect(dialog(page)).toBeHidden();
  });

  test("a push shows the pushed version's notes, not those of the user's own older version (walkthrough 31, O1)", async ({
    page,
    browser,
    signIn,
  }) => {
    // The supervisor's claim names 3.2.0, which she may list; the admin activates 3.3.0 and pushes
    // it. 'Site has new changes' then shows 3.3.0's notes: hers were selected before.
    const connected = hubAccepted(page, NOTIFICATIONS_HUB_PATH);
    await signIn('supervisor');
    await expect(home(page)).toBeVisible();
    const push = await adminPusher(browser, new URL(page.url()).origin, '3.3.0');
    await connected;

    await pushAndSee(page, push);
    const versionRows = dialog(page).getByRole('list', { name: 'Versions' });
    await expect(versionRows.getByRole('button', { name: /^3\.3\.0/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(versionRows.getByRole('button', { name: /^3\.2\.0/ })).not.toHaveAttribute('aria-current');
    const changes = dialog(page).getByRole('region', { name: 'Changes' });
    await expect(changes).toContainText('3.3.0');
    // 3.3.0's notes are read (none is about her apps: S2's placeholder), not her 3.2.0's.
    await expect(changes.getByText("No changes to the App's you have access.")).toBeVisible();
    await expect(changes).not.toContainText('Market rates can be exported');
  });

  test('a push while Release Notes is open lists the pushed version, selected, with its changes (walkthrough 36, D3)', async ({
    page,
    browser,
    signIn,
  }) => {
    // The supervisor reads the notes; only then does the admin activate 3.3.0 and push it. Her
    // open list, read before 3.3.0 was Active, did not hold it: the push left no version selected
    // and no Changes at all.
    const connected = hubAccepted(page, NOTIFICATIONS_HUB_PATH);
    await signIn('supervisor');
    await expect(home(page)).toBeVisible();
    await openReleaseNotes(page);
    const versionRows = dialog(page).getByRole('list', { name: 'Versions' });
    await expect(versionRows.getByRole('button', { name: /^3\.2\.0/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(versionRows.getByRole('button', { name: /^3\.3\.0/ })).toHaveCount(0);
    const push = await adminPusher(browser, new URL(page.url()).origin, '3.3.0');
    await connected;

    await pushAndSee(page, push);
    await expect(versionRows.getByRole('button', { name: /^3\.3\.0/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(versionRows.getByRole('button', { name: /^3\.2\.0/ })).not.toHaveAttribute('aria-current');
    const changes = dialog(page).getByRole('region', { name: 'Changes' });
    await expect(changes).toContainText('3.3.0');
    await expect(changes.getByText("No changes to the App's you have access.")).toBeVisible();
  });

  test('Accept with a release note edit not saved asks first: Cancel keeps the edit, Reload goes ahead (walkthrough 36, D4)', async ({
    page,
    browser,
    signIn,
  }) => {
    // Admin B (this page; her claim names 3.2.0) is writing a note when A pushes 3.3.0.
    const connected = hubAccepted(page, NOTIFICATIONS_HUB_PATH);
    await signIn('admin');
    await expect(home(page)).toBeVisible();
    await openReleaseNotes(page);
    const notes = dialog(page).getByRole('list', { name: 'Changes' }).getByRole('listitem');
    await expect(notes).toHaveCount(5);
    await notes.first().getByRole('button', { name: 'Edit' }).click();
    const comment = dialog(page)
      .getByRole('group', { name: 'Edit note' })
      .getByRole('textbox', { name: 'Comment' });
    await comment.fill('Typed, not saved');
    const push = await adminPusher(browser, new URL(page.url()).origin, '3.3.0');
    await connected;
    await pushAndSee(page, push);

    await dialog(page).getByRole('button', { name: 'Accept' }).click();
    const question = page.getByRole('dialog', { name: 'Reload now?' });
    await expect(question).toContainText(
      'Reloading now loses a release note edit, not saved yet. Cancel keeps it, so you can save it first.',
    );
    await question.getByRole('button', { name: 'Cancel' }).click();
    await expect(question).toBeHidden();
    await expect(page.getByRole('status', { name: 'Updating the site' })).toHaveCount(0);
    await expect(comment).toHaveText('Typed, not saved');

    await page.evaluate(() => Object.assign(window, { e2eMark: true }));
    await dialog(page).getByRole('button', { name: 'Accept' }).click();
    await question.getByRole('button', { name: 'Reload' }).click();
    await page.waitForFunction(() => !('e2eMark' in window));
    await expect(page).toHaveURL(/\/home$/);
    await expect(home(page)).toBeVisible();
  });

  test("a push updates another user's bell count at once, with one read of the bell (walkthrough 14, D5)", async ({
    page,
    browser,
    signIn,
  }) => {
    // Push Release also gives every user a notification ('Version … released'): the supervisor,
    // on the pushed version (no modal for her), used to keep the old count until she opened the bell.
    const connected = hubAccepted(page, NOTIFICATIONS_HUB_PATH);
    const firstRead = page.waitForResponse((response) => response.url().includes(BELL_READ));
    await signIn('supervisor');
    const bell = page
      .getByRole('navigation', { name: 'Title bar' })
      .getByRole('button', { name: /^Notifications/ });
    await expect(bell).toHaveAccessibleName('Notifications (4)');
    await firstRead;
    const push = await adminPusher(browser, new URL(page.url()).origin);
    await connected;

    let bellReads = 0;
    page.on('request', (request) => {
      if (request.url().includes(BELL_READ)) bellReads += 1;
    });
    await push();
    await expect(bell).toHaveAccessibleName('Notifications (5)');
    // Read once, on the push: no polling.
    expect(bellReads).toBe(1);
    await expect(dialog(page)).toBeHidden();
    // The new notification is the one listed when she opens the bell.
    await bell.click();
    await expect(page.getByRole('dialog', { name: 'Notifications' })).toContainText(
      `Version ${CURRENT_RELEASE.version} released`,
    );
  });

  test('Push Release pressed again adds no second bell notification and tells the admin it was sent before (walkthrough 36, D6)', async ({
    page,
    signIn,
    anotherDevice,
  }) => {
    // The admin (this page) pushes 3.2.0 twice; the supervisor's bell went 4 → 5 → 6, listing
    // 'Version 3.2.0 released' twice, and the second push said 'Notifications Sent' again.
    await signIn('admin');
    await expect(home(page)).toBeVisible();
    // Her hub connected before the push: one pushed before it would reach her bell at its next read.
    let connected: Promise<void> | undefined;
    const supervisor = await anotherDevice('supervisor', undefined, async (device) => {
      connected = hubAccepted(device, NOTIFICATIONS_HUB_PATH);
    });
    const bell = supervisor
      .getByRole('navigation', { name: 'Title bar' })
      .getByRole('button', { name: /^Notifications/ });
    await expect(bell).toHaveAccessibleName('Notifications (4)');
    await connected;
    await openReleaseNotes(page);
    const pushButton = dialog(page).getByRole('button', { name: 'Push Release' });
    const toasts = page.getByRole('alert');
    /** The supervisor's notifications of the release, as the server lists them. */
    const releasedListed = async () => {
      const listed = await supervisor.request.get(BELL_READ, { headers: await authHeaders(supervisor) });
      const { items } = (await listed.json()) as { items: { title: string }[] };
      return items.filter((item) => item.title === `Version ${CURRENT_RELEASE.version} released`).length;
    };

    await pushButton.click();
    await expect(toasts.filter({ hasText: 'Notifications Sent' })).toBeVisible();
    await expect(bell).toHaveAccessibleName('Notifications (5)');
    expect(await releasedListed()).toBe(1);

    // The push is announced again, so her bell is read again: it still counts the release once.
    const bellReadAgain = supervisor.waitForResponse((response) => response.url().includes(BELL_READ));
    const again = page.waitForResponse((response) =>
      response.url().includes('ReleaseNotes/PushReleaseVersion'),
    );
    await pushButton.click();
    expect(await (await again).json()).toMatchObject({ notified: 0, alreadyPushed: true });
    await expect(
      toasts.filter({
        hasText: `Notifications for version ${CURRENT_RELEASE.version} were already sent. None were sent again.`,
      }),
    ).toBeVisible();
    await bellReadAgain;
    expect(await releasedListed()).toBe(1);
    await expect(bell).toHaveAccessibleName('Notifications (5)');
  });
});

/**
 * The statuses of the page's service worker versions by id, as Chromium's DevTools list them
 * (CDP's ServiceWorker domain: 'installed' waits, 'activated' serves, 'redundant' was replaced). A
 * page cannot tell one build's worker from the next (the same script URL); a build deployed anew
 * is a new version.
 */
async function watchWorkerVersions(page: Page): Promise<Map<string, string>> {
  const cdp = await page.context().newCDPSession(page);
  const statuses = new Map<string, string>();
  cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
    for (const version of versions) statuses.set(version.versionId, version.status);
  });
  await cdp.send('ServiceWorker.enable');
  return statuses;
}

testWithOwnBuild.describe('a pushed release with a new build deployed', () => {
  testWithOwnBuild.use({ serviceWorkers: 'allow' });

  testWithOwnBuild(
    'Accept ends on /home on the new build, with no update prompt (walkthrough 30, D2)',
    async ({ page, browser, signIn, deployedBuild }) => {
      testWithOwnBuild.slow(); // two browsers, and a worker installed for each build
      await signIn('merged');
      await waitForOfflineReady(page);
      // Opened again under the worker, with the hub's connection (the pushes start once it is accepted).
      const connected = hubAccepted(page, NOTIFICATIONS_HUB_PATH);
      await page.reload();
      await expect(home(page)).toBeVisible();
      const push = await adminPusher(browser, new URL(page.url()).origin);
      await connected;
      const workerVersions = await watchWorkerVersions(page);
      const activeVersions = () =>
        [...workerVersions].filter(([, status]) => status === 'activated').map(([id]) => id);
      await expect.poll(activeVersions).toHaveLength(1);
      const [oldBuild = ''] = activeVersions();

      // Deployed while the tab is open. The tab has not asked for it yet (its next check is 30
      // minutes away): Accept is what must find it and put it in use.
      deployedBuild.releaseNewVersion();
      await page
        .getByRole('navigation', { name: 'Sidebar' })
        .getByRole('link', { name: 'Labor Planning', exact: true })
        .click();
      await expect(page).toHaveURL(/\/labor-planning/);
      await page.evaluate(() => Object.assign(window, { e2eMark: true }));
      await pushAndSee(page, push);
      await dialog(page).getByRole('button', { name: 'Accept' }).click();

      // Reloaded at /home under the new build's worker. The old one is replaced, not left serving
      // with the new build waiting behind it and the update prompt asking again at once.
      await page.waitForFunction(() => !('e2eMark' in window));
      await expect(page).toHaveURL(/\/home$/);
      await expect(home(page)).toBeVisible();
      await expect
        .poll(() => workerVersions.get(oldBuild), { message: "the old build's worker" })
        .toBe('redundant');
      expect(activeVersions()).toHaveLength(1);
      const underActiveWorker = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return registration?.waiting === null && navigator.serviceWorker.controller === registration.active;
      });
      expect(underActiveWorker).toBe(true);
      await expect(page.getByRole('status', { name: 'Update' })).toHaveCount(0);
      await expect(dialog(page)).toBeHidden();
    },
  );
});
