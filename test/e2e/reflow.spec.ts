import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { holdRequests } from './support/held-requests';
import {
  group,
  homeHeading,
  launcherSettled,
  openFromPageHelp,
  sidebar,
  titleBar,
} from './support/landmarks';
import { syncStatusButton } from './support/offline';
import { expectOnScreen } from './support/on-screen';

/**
 * WCAG 1.4.10 Reflow (walkthrough 4, defects 4–6): a 1280×800 screen zoomed to 200 % and 400 %
 * leaves 640×400 and 320×256 CSS pixels. What opens over the page (the bell's panel, the sync
 * status panel, the user menu, the Help Topics panel, the sidebar's drawer) stays on screen there,
 * and what it holds can be scrolled to inside it.
 */
const ZOOMS = [
  { zoom: '200 %', width: 640, height: 400, deviceScaleFactor: 2 },
  { zoom: '400 %', width: 320, height: 256, deviceScaleFactor: 4 },
];

/**
 * Scrolls `control` into view as the browser does for a focus or a screen reader, and checks it
 * is seen whole, past any scrolling box it is in (a fraction of a pixel aside: a scroll position is
 * rounded to a whole pixel, the boxes at a scale of 4 are not).
 */
async function reach(control: Locator) {
  await control.scrollIntoViewIfNeeded();
  await expect(control).toBeInViewport({ ratio: 0.98 });
}

for (const { zoom, width, height, deviceScaleFactor } of ZOOMS) {
  test.describe(`at ${zoom} (${width}×${height})`, () => {
    test.use({ viewport: { width, height }, deviceScaleFactor });

    test('the bell panel stays on screen and its last Dismiss can be scrolled to', async ({
      page,
      signIn,
    }) => {
      await signIn('admin');
      await titleBar(page)
        .getByRole('button', { name: /^Notifications/ })
        .click();
      const panel = page.getByRole('dialog', { name: 'Notifications' });
      const dismiss = panel.getByRole('button', { name: /^Dismiss/ });
      await expect(dismiss.first()).toBeVisible();
      await expectOnScreen(page, panel);
      await reach(dismiss.last());
      await reach(dismiss.first());
    });

    test("the sync status panel stays on screen and its 'Make available offline' can be scrolled to (walkthrough 30, D1)", async ({
      page,
      signIn,
    }) => {
      await signIn('supervisor');
      await syncStatusButton(page).click();
      const panel = page.getByRole('region', { name: 'Sync status' });
      const makeAvailable = panel.getByRole('button', { name: 'Make available offline' });
      await expect(makeAvailable).toBeVisible();
      // The popover's box, which scrolls the region inside it.
      await expectOnScreen(page, panel.locator('xpath=..'));
      await reach(makeAvailable);
      await reach(panel.getByRole('button', { name: 'Sync now' }));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });

    test('the user menu stays on screen and its last account can be scrolled to', async ({
      page,
      signIn,
    }) => {
      await signIn('admin');
      await titleBar(page)
        .getByRole('button', { name: /Avery Admin/ })
        .click();
      const menu = page.getByRole('dialog', { name: 'User menu' });
      await expect(menu.getByRole('radio', { name: 'Metro Airport Rentals' })).toBeVisible();
      await expectOnScreen(page, menu);
      await reach(menu.getByRole('radio', { name: 'Phoenix Fleet Center' }));
    });

    test('the Help Topics panel fits the screen, with its close button, New Topic, Save and Cancel on it', async ({
      page,
      signIn,
    }) => {
      await signIn('admin');
      await titleBar(page).getByRole('button', { name: 'Help' }).click();
      await page.getByRole('menuitem', { name: 'Help Topics' }).click();
      const panel = page.getByRole('dialog', { name: 'Help Topics' });
      await expect(panel).toBeVisible();
      await expectOnScreen(page, panel);
      expect((await panel.boundingBox())?.width).toBeLessThanOrEqual(width);
      await expect(panel.getByRole('button', { name: 'Close Help Topics' })).toBeInViewport({ ratio: 1 });
      const newTopic = panel.getByRole('button', { name: 'New Topic' });
      await reach(newTopic);
      await newTopic.click();
      await reach(panel.getByRole('button', { name: 'Save' }));
      await reach(panel.getByRole('button', { name: 'Cancel' }));
      await expectOnScreen(page, panel);
    });

    test("the sidebar's drawer scrolls to its clock, version and display controls", async ({
      page,
      signIn,
    }) => {
      await signIn('admin');
      await titleBar(page).getByRole('button', { name: 'Open menu' }).click();
      const nav = sidebar(page);
      await expect(nav.getByRole('tab', { name: 'Favorites' })).toBeVisible();
      await reach(nav.getByRole('tab', { name: 'Links' }));
      await reach(nav.getByRole('group', { name: 'Version' }));
      await reach(nav.getByRole('button', { name: 'Hide app names' }));
      const hideList = nav.getByRole('button', { name: 'Hide list pane' });
      await reach(hideList);
      await hideList.click();
      await expect(nav.getByRole('tabpanel')).toHaveCount(0);
      await expect(nav.getByRole('button', { name: 'Show list pane' })).toBeInViewport({ ratio: 1 });
    });
  });
}

test.describe('at 400 % (320×256), while the frame’s later parts load', () => {
  test.use({ viewport: { width: 320, height: 256 }, deviceScaleFactor: 4 });

  test("the rail's version keeps its place when the clock comes", async ({ page, signIn }) => {
    // The clock comes with the frame's parts, loaded once the first screen is drawn: held back
    // here until the rail is measured without it (a drawer scrolled to the version meanwhile
    // saw it pushed out of view by the clock's two lines).
    const releaseFrameParts = await holdRequests(page, '**/assets/frame-parts-*.js');
    await signIn('admin');
    await titleBar(page).getByRole('button', { name: 'Open menu' }).click();
    const nav = sidebar(page);
    const version = nav.getByRole('group', { name: 'Version' });
    await expect(version).toBeAttached();
    const clock = nav.locator('time');
    await expect(clock).toHaveCount(0);
    const topWithoutClock = await version.evaluate((group) => (group as HTMLElement).offsetTop);

    releaseFrameParts();
    await expect(clock).toBeAttached();
    expect(await version.evaluate((group) => (group as HTMLElement).offsetTop)).toBe(topWithoutClock);
  });
});

/**
 * Where each of `presses` Tabs lands: 'panel' (a floating panel, or another dialog over the
 * page), 'title bar', 'nowhere' (the body: the browser's own stop between the page's last control
 * and its first) or, for a control of the page behind the panels, its name: the control a panel
 * filling the screen hides (WCAG 2.4.11).
 */
async function tabStops(page: Page, presses: number): Promise<string[]> {
  const stops: string[] = [];
  for (let press = 0; press < presses; press += 1) {
    await page.keyboard.press('Tab');
    stops.push(
      await page.evaluate(() => {
        const focused = document.activeElement;
        if (!focused || focused === document.body) return 'nowhere';
        if (focused.closest('[role="dialog"]')) return 'panel';
        if (focused.closest('header')) return 'title bar';
        const name = focused.getAttribute('aria-label') ?? focused.textContent ?? '';
        return `${focused.tagName.toLowerCase()} '${name.trim().slice(0, 40)}'`;
      }),
    );
  }
  return stops;
}

/** The stops that are neither in a panel nor in the title bar (nor the browser's own). */
const behindThePanel = (stops: string[]) =>
  stops.filter((stop) => !['panel', 'title bar', 'nowhere'].includes(stop));

/** Presses Tab (at most `presses` times) until a launcher tile has the focus. */
async function tabToATile(page: Page, presses: number): Promise<boolean> {
  const apps = group(page, 'Apps');
  for (let press = 0; press < presses; press += 1) {
    await page.keyboard.press('Tab');
    if (await apps.evaluate((region) => region.contains(document.activeElement))) return true;
  }
  return false;
}

/** Help → Help Topics from the title bar: the panel, with the focus in it. */
async function openHelpTopics(page: Page): Promise<Locator> {
  await titleBar(page).getByRole('button', { name: 'Help' }).click();
  await page.getByRole('menuitem', { name: 'Help Topics' }).click();
  const panel = page.getByRole('dialog', { name: 'Help Topics' });
  await expect(panel.getByRole('button', { name: 'Close Help Topics' })).toBeVisible();
  await expect(panel).toBeFocused();
  return panel;
}

/*
 * WCAG 2.4.11 Focus Not Obscured (walkthrough 30, D3): below 1000 px a floating panel fills the
 * screen under the title bar. It is not modal (the title bar still works), but the page it covers
 * leaves the tab order while it does: Tab goes round the panel and the title bar only.
 */
for (const { name, width, height } of [
  { name: '200 %', width: 640, height: 400 },
  { name: 'a phone', width: 390, height: 844 },
]) {
  test.describe(`at ${name} (${width}×${height}), a panel filling the screen`, () => {
    test.use({ viewport: { width, height } });

    test('Help Topics: Tab goes round the panel and the title bar, never to the page behind it; closed, the page is back', async ({
      page,
      signIn,
    }) => {
      await signIn('supervisor');
      await launcherSettled(page);
      const panel = await openHelpTopics(page);
      const stops = await tabStops(page, 60);
      expect(behindThePanel(stops)).toEqual([]);
      expect(stops).toContain('title bar');
      expect(stops.lastIndexOf('panel')).toBeGreaterThan(stops.indexOf('title bar'));

      await panel.getByRole('button', { name: 'Close Help Topics' }).click();
      await expect(panel).toBeHidden();
      expect(await tabToATile(page, 40)).toBe(true);
    });
  });
}

test.describe('a floating panel that comes to fill the screen as the window narrows', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('the chat and Help Topics: the page leaves the tab order below 1000 px, and is back above it', async ({
    page,
    signIn,
  }) => {
    await signIn('supervisor');
    await expect(homeHeading(page)).toBeVisible();
    await launcherSettled(page);
    await openFromPageHelp(page, 'Chat with Portal Assistant');
    const chat = page.getByRole('dialog', { name: 'Chat Portal Assistant' });
    await expect(chat.getByRole('textbox', { name: 'Message' })).toBeFocused();

    await page.setViewportSize({ width: 640, height: 400 });
    await expect.poll(async () => (await chat.boundingBox())?.width).toBe(640);
    const stops = await tabStops(page, 30);
    expect(behindThePanel(stops)).toEqual([]);
    expect(stops).toContain('title bar');

    // Help Topics over the chat: Tab goes round both panels and the title bar, nothing else.
    const topics = await openHelpTopics(page);
    expect(behindThePanel(await tabStops(page, 60))).toEqual([]);
    // By keyboard: the chat, focused last, is over it now; the focus brings Help Topics up again.
    await topics.getByRole('button', { name: 'Close Help Topics' }).focus();
    await page.keyboard.press('Enter');
    await expect(topics).toBeHidden();
    await expect(chat).toBeVisible();

    // Wider again, the chat floats over the page: the page is back in the tab order.
    await page.setViewportSize({ width: 1366, height: 900 });
    await expect.poll(async () => (await chat.boundingBox())?.width).toBeLessThan(1366);
    await chat.getByRole('textbox', { name: 'Message' }).focus();
    expect(await tabToATile(page, 60)).toBe(true);
  });
});
