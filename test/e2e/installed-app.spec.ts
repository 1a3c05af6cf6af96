import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { INSTALL_OFFER_VISITS } from '../../src/features/install/model/install-offer';
import { expectNoSeriousViolations } from './support/accessibility';
import { expect, signInThroughApiOn, test } from './support/fixtures';
import { homeHeading, networkBanner, launch as openApp, sidebar, titleBar } from './support/landmarks';
import { syncStatusButton, waitForOfflineReady } from './support/offline';

/**
 * Chromium hands its install prompt over as `beforeinstallprompt` only for a real profile after
 * engagement; the tests dispatch one of their own, shaped as Chromium's, and record prompt().
 */
async function offerInstallPrompt(page: Page): Promise<void> {
  await page.evaluate(() => {
    const event = new Event('beforeinstallprompt', { cancelable: true });
    Object.assign(event, {
      prompt: async () => {
        (window as { e2ePrompted?: number }).e2ePrompted =
          ((window as { e2ePrompted?: number }).e2ePrompted ?? 0) + 1;
      },
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    window.dispatchEvent(event);
  });
}

const installOffer = (page: Page) => page.getByRole('region', { name: 'Install app' });

/** Settings lists 'Install app' whenever installing is possible: proof the prompt was heard. */
async function expectInstallInSettings(page: Page, shown: boolean): Promise<void> {
  await page.getByRole('button', { name: 'Settings' }).click();
  const settings = page.getByRole('navigation', { name: 'Settings' });
  await expect(settings.getByRole('button', { name: 'Terms of Use' })).toBeVisible();
  await expect(settings.getByRole('button', { name: /^Install app/ })).toHaveCount(shown ? 1 : 0);
  await page.keyboard.press('Escape');
  await expect(settings).toBeHidden();
}

test.describe('install offer', () => {
  test(`the launcher offers installing from visit ${INSTALL_OFFER_VISITS} on; appinstalled takes it away`, async ({
    page,
    signIn,
  }) => {
    await signIn('supervisor', '/home');
    for (let visit = 1; visit < INSTALL_OFFER_VISITS; visit += 1) {
      if (visit > 1) await page.reload();
      await expect(homeHeading(page)).toBeVisible();
      await offerInstallPrompt(page);
      await expectInstallInSettings(page, true);
      await expect(installOffer(page)).toHaveCount(0);
    }

    await page.reload();
    await expect(homeHeading(page)).toBeVisible();
    await offerInstallPrompt(page);
    await expect(installOffer(page)).toContainText('Install Ops Portal on this device');
    await installOffer(page).getByRole('button', { name: 'Install app' }).click();
    await expect.poll(() => page.evaluate(() => (window as { e2ePrompted?: number }).e2ePrompted)).toBe(1);

    // Chromium hands a new prompt over; then the app is installed: the offer goes, Settings' too.
    await offerInstallPrompt(page);
    await expect(installOffer(page)).toBeVisible();
    await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
    await expect(installOffer(page)).toHaveCount(0);
    await expectInstallInSettings(page, false);
  });

  test('Not now keeps the offer away on later visits; Settings still offers it', async ({ page, signIn }) => {
    await page.addInitScript((visits) => {
      if (!localStorage.getItem('ops.installOffer'))
        localStorage.setItem('ops.installOffer', JSON.stringify({ visits, dismissedAt: null }));
    }, INSTALL_OFFER_VISITS);
    await signIn('supervisor', '/home');
    await expect(homeHeading(page)).toBeVisible();
    await offerInstallPrompt(page);
    await installOffer(page).getByRole('button', { name: 'Not now' }).click();
    await expect(installOffer(page)).toHaveCount(0);

    await page.reload();
    await expect(homeHeading(page)).toBeVisible();
    await offerInstallPrompt(page);
    await expectInstallInSettings(page, true);
    await expect(installOffer(page)).toHaveCount(0);
  });

  test('never on /display: a wall display is no visit, and nothing is offered there', async ({
    page,
    signIn,
  }) => {
    await page.addInitScript((visits) => {
      if (!localStorage.getItem('ops.installOffer'))
        localStorage.setItem('ops.installOffer', JSON.stringify({ visits, dismissedAt: null }));
    }, INSTALL_OFFER_VISITS + 5);
    await page.goto('/display');
    await expect(page.getByRole('list', { name: 'Configured displays' })).toBeVisible();
    await offerInstallPrompt(page);
    await expect(page.getByRole('button', { name: 'Install app' })).toHaveCount(0);
    const visits = () =>
      page.evaluate(() => JSON.parse(localStorage.getItem('ops.installOffer') ?? '{}').visits as number);
    expect(await visits()).toBe(INSTALL_OFFER_VISITS + 5);

    // The same device on the launcher: the offer comes (so /display's silence was the rule).
    await signIn('supervisor', '/home');
    await expect(homeHeading(page)).toBeVisible();
    await offerInstallPrompt(page);
    await expect(installOffer(page)).toBeVisible();
    expect(await visits()).toBe(INSTALL_OFFER_VISITS + 6);
  });
});

test('the installed app icon shows the notification count through the Badging API', async ({
  page,
  signIn,
}) => {
  // The Badging API exists in installed apps only: a recording stand-in for the page.
  await page.addInitScript(() => {
    const calls: Array<number | 'clear'> = [];
    Object.assign(window, { e2eBadgeCalls: calls });
    Object.assign(navigator, {
      setAppBadge: async (count?: number) => {
        calls.push(count ?? 0);
      },
      clearAppBadge: async () => {
        calls.push('clear');
      },
    });
  });
  await signIn('supervisor', '/home');
  const bell = page
    .getByRole('navigation', { name: 'Title bar' })
    .getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName(/Notifications \(\d+\)/);
  const shown = Number((await bell.getAttribute('aria-label'))?.match(/\((\d+)\)/)?.[1]);
  expect(shown).toBeGreaterThan(0);
  const lastBadge = () =>
    page.evaluate(() =>
      (window as unknown as { e2eBadgeCalls: Array<number | 'clear'> }).e2eBadgeCalls.at(-1),
    );
  await expect.poll(lastBadge).toBe(shown);

  // Dismissing one lowers the bell and the icon together.
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await panel
    .getByRole('button', { name: /^Dismiss/ })
    .first()
    .click();
  await expect(bell).toHaveAccessibleName(`Notifications (${shown - 1})`);
  await expect.poll(lastBadge).toBe(shown - 1 === 0 ? 'clear' : shown - 1);
});

test.describe('manifest', () => {
  test('has id, shortcuts, screenshots and launch_handler, and passes the installability check', async ({
    playwright,
    launchOptions,
    server,
  }) => {
    // Chrome answers 'in-incognito' for Playwright's throwaway contexts: a real profile is needed.
    const profile = mkdtempSync(join(tmpdir(), 'ops-e2e-profile-'));
    const context = await playwright.chromium.launchPersistentContext(profile, {
      ...launchOptions,
      baseURL: server.url,
      serviceWorkers: 'allow',
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/sign-in');
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      const cdp = await context.newCDPSession(page);
      expect((await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);
      const { errors, data, url } = await cdp.send('Page.getAppManifest');
      expect(errors).toEqual([]);
      const manifest = JSON.parse(data ?? '{}') as {
        name: string;
        display: string;
        start_url: string;
        theme_color: string;
        id: string;
        launch_handler: { client_mode: string[] };
        shortcuts: Array<{ name: string; url: string }>;
        screenshots: Array<{ src: string; sizes: string; form_factor: string; type: string }>;
        icons: Array<{ src: string; purpose?: string }>;
      };
      expect(manifest).toMatchObject({
        name: 'Ops Portal',
        display: 'standalone',
        start_url: '/home',
        theme_color: '#1c7ed6',
      });
      for (const icon of manifest.icons) {
        const answer = await page.request.get(icon.src);
        expect(answer.headers()['content-type'], icon.src).toBe('image/png');
      }
      expect(new URL(manifest.id, url).pathname).toBe('/home');
      expect(manifest.launch_handler.client_mode).toContain('focus-existing');
      expect(manifest.shortcuts.map((shortcut) => [shortcut.name, shortcut.url])).toEqual([
        ['Home', '/home#home'],
        ['Favorites', '/home#favorites'],
        ['Notifications', '/home#notifications'],
        ['Release notes', '/home#release-notes'],
      ]);
      expect(manifest.screenshots.map((shot) => shot.form_factor).sort()).toEqual(['narrow', 'wide']);
      for (const shot of manifest.screenshots) {
        const size = await page.evaluate(async (src) => {
          const image = new Image();
          image.src = src;
          await image.decode();
          return `${image.naturalWidth}x${image.naturalHeight}`;
        }, shot.src);
        expect(size, shot.src).toBe(shot.sizes);
      }

      // The maskable icon's drawing stays inside the safe zone: the central circle of 80 %.
      const maskable = manifest.icons.find((icon) => icon.purpose === 'maskable');
      if (!maskable) throw new Error('No maskable icon');
      const outside = await page.evaluate(async (src) => {
        const image = new Image();
        image.src = src;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.naturalWidth;
        canvas.height = image.naturalHeight;
        const context2d = canvas.getContext('2d');
        if (!context2d) throw new Error('no 2d context');
        context2d.drawImage(image, 0, 0);
        const { data: pixels, width, height } = context2d.getImageData(0, 0, canvas.width, canvas.height);
        const background = [pixels[0], pixels[1], pixels[2]];
        const radius = 0.4 * width;
        let count = 0;
        for (let y = 0; y < height; y += 1)
          for (let x = 0; x < width; x += 1) {
            const at = (y * width + x) * 4;
            const differs = [0, 1, 2].some(
              (c) => Math.abs((pixels[at + c] ?? 0) - (background[c] ?? 0)) > 24,
            );
            if (differs && Math.hypot(x + 0.5 - width / 2, y + 0.5 - height / 2) > radius) count += 1;
          }
        return count;
      }, maskable.src);
      expect(outside).toBe(0);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
});

test.describe('offline readiness', () => {
  test.use({ serviceWorkers: 'allow' });

  test('lists what is kept with its age; Make available offline fills the rest; an offline reload still has it', async ({
    page,
    context,
    signIn,
  }) => {
    // The page help answers are held until the progress has been seen: the help of every page the
    // menu leads to is also saved in the background, which would otherwise finish it first.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await context.route('**/api/Help/Pages/**', async (route) => {
      await held;
      await route.continue();
    });
    await signIn('admin', '/home');
    await waitForOfflineReady(page);
    await syncStatusButton(page).click();
    const readiness = page.getByRole('region', { name: 'Offline use' });
    const parts = readiness.getByRole('list', { name: 'Saved on this device' }).getByRole('listitem');
    const labels = [
      'Your accounts and roles',
      'Menu',
      'Apps, reports and forms',
      'Announcements',
      'Notifications',
      'Release notes',
      'Help topics',
      'Page help and tutorials',
    ];
    await expect(parts).toHaveCount(labels.length);
    for (const [index, label] of labels.entries()) {
      await expect(parts.nth(index)).toContainText(label);
      await expect(parts.nth(index)).toContainText(/Saved (just now|\d+ \w+ ago)|Not saved yet/);
    }
    await expect(parts.filter({ hasText: 'Menu' })).toContainText('Ready for offline use');
    // No page's help has come back yet.
    await expect(parts.filter({ hasText: 'Page help and tutorials' })).toContainText(/\d+ of \d+ saved/);
    await expect(readiness).toContainText(/not complete for offline use/);

    await readiness.getByRole('button', { name: 'Make available offline' }).click();
    // Attached, not visible: the release notes are saved in the background after sign-in, so the
    // held page help may be the first read, and a bar at 0 % has no width to see.
    await expect(readiness.getByRole('progressbar', { name: 'Saving for offline use' })).toBeAttached();
    await expect(readiness.getByRole('status')).toContainText(/Saving for offline use: \d+ of \d+/);
    release();
    await expect(readiness.getByRole('status')).toHaveText(/^Saved (\d+) of \1\.$/);
    await expect(readiness).toContainText('Everything is saved on this device for offline use.');
    await context.unroute('**/api/Help/Pages/**');

    await context.setOffline(true);
    await page.reload();
    await expect(homeHeading(page)).toBeVisible();
    await syncStatusButton(page).click();
    await expect(parts).toHaveCount(labels.length);
    for (const index of labels.keys()) await expect(parts.nth(index)).toContainText('Ready for offline use');
    await expect(readiness.getByRole('button', { name: 'Make available offline' })).toBeDisabled();
    await context.setOffline(false);
  });

  // Walkthrough 18, D1: the panel said 'Everything is saved on this device for offline use.' and
  // 'Nothing was missing.' while every app never opened online said 'This page could not be
  // loaded' offline. The areas the menu leads to are a part now, and 'Make available offline'
  // saves their landing data.
  test('Make available offline saves every app the menu leads to: apps never opened online open offline', async ({
    page,
    context,
    signIn,
  }) => {
    await signIn('supervisor', '/home');
    await waitForOfflineReady(page);
    await syncStatusButton(page).click();
    const readiness = page.getByRole('region', { name: 'Offline use' });
    const apps = readiness
      .getByRole('list', { name: 'Saved on this device' })
      .getByRole('listitem')
      .filter({ hasText: 'Apps, reports and forms' });
    // Only the launcher was opened: no area's landing data is saved yet, and the panel says so.
    await expect(apps).toContainText(/^Apps, reports and formsNot saved yet0 of \d+ saved$/);
    await expect(readiness).toContainText(/not complete for offline use/);

    await readiness.getByRole('button', { name: 'Make available offline' }).click();
    await expect(readiness.getByRole('status')).toHaveText(/^Saved (\d+) of \1\.$/);
    await expect(apps).toContainText('Ready for offline use');
    await expect(readiness).toContainText('Everything is saved on this device for offline use.');
    await syncStatusButton(page).click();
    await expect(readiness).toBeHidden();

    await context.setOffline(true);
    await expect(networkBanner(page)).toBeVisible();
    // One entry of each sidebar tab, none opened online: an app, a report, a form with its view.
    const opened = [
      { tab: 'Apps', entry: 'Labor Planning', heading: 'Labor Planning' },
      { tab: 'Reports', entry: 'Fleet Utilization', heading: 'Power BI Report' },
      { tab: 'Forms', entry: 'Shift Handover', heading: 'Shift Management' },
    ];
    for (const { tab, entry, heading } of opened) {
      await sidebar(page).getByRole('tab', { name: tab }).click();
      await sidebar(page).getByRole('link', { name: entry, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText('This page could not be loaded')).toHaveCount(0);
    }
    await context.setOffline(false);
  });
});

test('iOS Safari, which has no install prompt, gets a how-to from Settings', async ({ browser, server }) => {
  const context = await browser.newContext({
    baseURL: server.url,
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
    serviceWorkers: 'block',
  });
  try {
    const page = await context.newPage();
    await signInThroughApiOn(page, server.url, 'supervisor', '/home');
    await expect(homeHeading(page)).toBeVisible();
    await page.getByRole('button', { name: 'Settings' }).click();
    await page
      .getByRole('navigation', { name: 'Settings' })
      .getByRole('button', { name: /^Install app/ })
      .click();
    const howTo = page.getByRole('dialog', { name: 'Install on iPhone or iPad' });
    await expect(howTo.getByRole('listitem')).toHaveText([
      /Tap the Share button/,
      'Choose Add to Home Screen.',
      /Tap Add/,
    ]);
    await expectNoSeriousViolations(page, 'iOS install how-to');
    await page.keyboard.press('Escape');
    await expect(howTo).toBeHidden();
  } finally {
    await context.close();
  }
});

test("the manifest's shortcuts open Favorites, the notifications and the release notes", async ({
  page,
  signIn,
}) => {
  // A shortcut opens its URL in the app: the same as opening that address.
  await signIn('supervisor', '/home#favorites');
  const favorites = page.getByRole('region', { name: 'Favorites', exact: true });
  await expect(favorites.getByRole('button').first()).toBeFocused();

  await page.goto('/home#release-notes');
  const releaseNotes = page.getByRole('dialog', { name: 'Release Notes' });
  await expect(releaseNotes).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(releaseNotes).toBeHidden();

  await page.goto('/home#notifications');
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
});

test('Back closes the panel a fragment opened, and no history step reopens one the user closed (walkthrough 10, defect 6)', async ({
  page,
  signIn,
}) => {
  await signIn('admin', '/dashboard?view=ops');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const releaseNotes = page.getByRole('dialog', { name: 'Release Notes' });
  const bell = page.getByRole('dialog', { name: 'Notifications' });
  const address = () => page.evaluate(() => location.pathname + location.search + location.hash);
  /** The address and the screen agree: the fragment is there exactly while its panel is open. */
  const expectShown = async (path: string, open: boolean) => {
    await expect.poll(address).toBe(path);
    if (open) await expect(releaseNotes).toBeVisible();
    else await expect(releaseNotes).toBeHidden();
  };

  await page.goto('/home');
  await expect(homeHeading(page)).toBeVisible();
  await page.goto('/home#release-notes');
  await expectShown('/home#release-notes', true);
  // Back: the fragment leaves, and the panel with it (it stayed open before).
  await page.goBack();
  await expectShown('/home', false);
  await page.keyboard.press('Escape');
  await expectShown('/home', false);
  await page.goBack();
  await expectShown('/dashboard?view=ops', false);
  await page.goForward();
  await expectShown('/home', false);
  // Forward to /home loaded the page again, and the next Forward may come while it is still
  // starting: the router follows it all the same (core/navigation-before-render.ts).
  // Forward redoes what Back undid; the user then closes it, and the entry stops naming it.
  await page.goForward();
  await expectShown('/home#release-notes', true);
  await page.keyboard.press('Escape');
  await expectShown('/home', false);

  // Away and back again (Settings open on another page, then Back): the panel the user closed stays closed.
  await page.goto('/dashboard?view=ops');
  await titleBar(page).getByRole('button', { name: 'Settings' }).click();
  await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();
  await page.goBack();
  await expectShown('/home', false);
  await expect(page.getByRole('dialog', { name: 'Settings' })).toBeHidden();
  await page.goBack();
  await expectShown('/home', false);
  await page.goForward();
  await expectShown('/home', false);

  // The bell's panel the same way.
  await page.goto('/home#notifications');
  await expect(bell).toBeVisible();
  await page.goBack();
  await expect.poll(address).toBe('/home');
  await expect(bell).toBeHidden();
  await page.goForward();
  await expect(bell).toBeVisible();
});

test('a shortcut launched again opens its target again; Release notes closes the bell and the bell Release Notes (walkthrough 6, defect 2)', async ({
  page,
  signIn,
  baseURL,
}) => {
  // Headless chromium has no launch queue: a stand-in takes the consumer the app registers, and
  // the test hands it what a launch of the installed window (focus-existing) would.
  await page.addInitScript(() => {
    Object.defineProperty(window, 'launchQueue', {
      configurable: true,
      value: { setConsumer: (consumer: unknown) => Object.assign(window, { e2eLaunchConsumer: consumer }) },
    });
  });
  await signIn('supervisor');
  await expect.poll(() => page.evaluate(() => 'e2eLaunchConsumer' in window)).toBe(true);
  const launch = (path: string) =>
    page.evaluate(
      (targetURL) =>
        (
          window as unknown as { e2eLaunchConsumer: (params: { targetURL: string }) => void }
        ).e2eLaunchConsumer({
          targetURL,
        }),
      new URL(path, baseURL).href,
    );
  const bell = page.getByRole('dialog', { name: 'Notifications' });
  const releaseNotes = page.getByRole('dialog', { name: 'Release Notes' });
  /**
   * Escape, as a user presses it once the panel has the focus: the panel takes the focus a moment
   * after it shows (its focus trap), and an Escape before that reached nothing (a CI failure under
   * load: the bell stayed open).
   */
  const escapeFrom = async (panel: Locator) => {
    await expect.poll(() => panel.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
  };

  await launch('/home#notifications');
  await expect(bell).toBeVisible();
  await escapeFrom(bell);
  await expect(bell).toBeHidden();
  // What the fragment opened is closed: the address no longer names it.
  await expect.poll(() => page.evaluate(() => location.pathname + location.hash)).toBe('/home');
  await launch('/home#notifications');
  await expect(bell).toBeVisible();

  // Release notes with the bell still open: the modal, and no bell over it.
  await launch('/home#release-notes');
  await expect(releaseNotes).toBeVisible();
  await expect(bell).toBeHidden();
  await escapeFrom(releaseNotes);
  await expect(releaseNotes).toBeHidden();
  await launch('/home#release-notes');
  await expect(releaseNotes).toBeVisible();

  // And the other way round: Notifications over the open modal closes it.
  await launch('/home#notifications');
  await expect(bell).toBeVisible();
  await expect(releaseNotes).toBeHidden();
  // The same launch while its target is open keeps it open (the address did not change).
  await launch('/home#notifications');
  await expect(bell).toBeVisible();
  await escapeFrom(bell);

  // A plain launch (the app's icon, the start_url) only focuses the window: the page stays. The
  // next launch shows it stayed: one address more in the history, not two.
  await openApp(page, 'Apps', 'Labor Planning');
  await expect(page.getByRole('heading', { level: 1, name: 'Labor Planning' })).toBeVisible();
  const [path, entries] = await page.evaluate(() => [location.pathname, history.length] as const);
  await launch('/home');
  await launch(`${path}#release-notes`);
  await expect(releaseNotes).toBeVisible();
  expect(await page.evaluate(() => [location.pathname, history.length])).toEqual([path, entries + 1]);
  // Home's shortcut goes home, its fragment gone from the address.
  await launch('/home#home');
  await expect(homeHeading(page)).toBeVisible();
  await expect.poll(() => page.evaluate(() => location.pathname + location.hash)).toBe('/home');
});
