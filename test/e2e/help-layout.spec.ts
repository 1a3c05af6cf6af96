import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { group, homeHeading, launcherSettled, pageHelpPanel, sidebar, titleBar } from './support/landmarks';

/** The walkthrough's screen: where the page help's cards and controls used to cover things. */
test.use({ viewport: { width: 1366, height: 900 } });

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} is not laid out`);
  return box;
}

const intersect = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const inside = (box: Box, page: Page) => {
  const viewport = page.viewportSize();
  return (
    viewport !== null &&
    box.x >= 0 &&
    box.y >= 0 &&
    box.x + box.width <= viewport.width &&
    box.y + box.height <= viewport.height
  );
};

const pageHelpButton = (page: Page) => page.getByRole('button', { name: /^Page help/ });
const editHelpButton = (page: Page) => page.getByRole('button', { name: 'Edit help' });
const settingsPanel = (page: Page) => page.getByRole('dialog', { name: 'Settings' });

/** Whether any of the floating help controls lies over `target`. */
async function controlsCover(page: Page, target: Locator): Promise<boolean> {
  const covered = await boxOf(target);
  const controls = [await boxOf(pageHelpButton(page)), await boxOf(editHelpButton(page))];
  return controls.some((control) => intersect(control, covered));
}

test('the page help cards on Home cover neither one another nor the help list, and stay on screen', async ({
  page,
  signIn,
}) => {
  await signIn('admin');
  await expect(homeHeading(page)).toBeVisible();
  await launcherSettled(page);
  await pageHelpButton(page).click();
  await expect(pageHelpPanel(page)).toBeVisible();

  const cards = ['Home', 'Your apps', 'Sidebar'].map((name) => page.getByRole('note', { name, exact: true }));
  for (const card of cards) await expect(card).toBeVisible();
  // Each card is read whole: the Home card's text is not cut off by the one over it.
  await expect(cards[0] as Locator).toContainText('Your starting point: every app you may open.');

  const boxes = [...(await Promise.all(cards.map(boxOf))), await boxOf(pageHelpPanel(page))];
  for (const [i, box] of boxes.entries()) {
    expect(inside(box, page), `box ${i} on screen: ${JSON.stringify(box)}`).toBe(true);
    for (const other of boxes.slice(i + 1))
      expect(intersect(box, other), `${JSON.stringify(box)} and ${JSON.stringify(other)}`).toBe(false);
  }
  // 'Your apps' still stands on top of the launcher's groups, which it explains.
  const yourApps = await boxOf(cards[1] as Locator);
  const groups = await boxOf(page.locator('[data-help-anchor="launcher-groups"]'));
  expect(yourApps.y + yourApps.height).toBeLessThanOrEqual(groups.y);
});

test('the floating help controls cover no tile on Home and stand clear of the open Settings panel', async ({
  page,
  signIn,
}) => {
  await signIn('admin');
  await expect(homeHeading(page)).toBeVisible();
  await launcherSettled(page);
  await expect(pageHelpButton(page)).toBeVisible();
  await expect(editHelpButton(page)).toBeVisible();

  // The walkthrough's tile, and every other tile of the launcher: the page leaves the controls a strip.
  const customerLifecycle = group(page, 'Apps').getByRole('button', { name: /^Customer Lifecycle/ });
  await expect(customerLifecycle).toBeVisible();
  expect(await controlsCover(page, customerLifecycle)).toBe(false);
  const groups = await boxOf(page.locator('[data-help-anchor="launcher-groups"]'));
  for (const control of [pageHelpButton(page), editHelpButton(page)])
    expect((await boxOf(control)).x).toBeGreaterThanOrEqual(groups.x + groups.width);

  // Settings → Permissions: the controls move left of the panel, off its Level column.
  await titleBar(page).getByRole('button', { name: 'Settings' }).click();
  const panel = settingsPanel(page);
  await expect(panel).toBeVisible();
  await panel.getByRole('button', { name: 'Permissions' }).click();
  const level = panel.getByRole('columnheader', { name: 'Level' });
  await expect(level).toBeVisible();
  await expect.poll(() => controlsCover(page, panel)).toBe(false);
  expect(await controlsCover(page, level)).toBe(false);
  for (const control of [pageHelpButton(page), editHelpButton(page)])
    expect(inside(await boxOf(control), page)).toBe(true);

  // Pressing one is a press outside the panel: the panel closes and the page's help opens.
  await pageHelpButton(page).click();
  await expect(panel).toHaveCount(0);
  await expect(pageHelpPanel(page)).toBeVisible();
  await expect
    .poll(async () => (await boxOf(pageHelpButton(page))).x)
    .toBeGreaterThanOrEqual(groups.x + groups.width);
});

/** Whether `control` is what the pointer finds at its centre and towards each of its (rounded) corners. */
const uncovered = (control: Locator) =>
  control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const xs = [0.2, 0.5, 0.8].map((share) => box.left + share * box.width);
    const ys = [0.2, 0.5, 0.8].map((share) => box.top + share * box.height);
    return xs.every((x) =>
      ys.every((y) => {
        const found = document.elementFromPoint(x, y);
        return found !== null && element.contains(found);
      }),
    );
  });

/** Whether two boxes touch or overlap, give or take `slack` pixels. */
const touching = (a: Box, b: Box, slack = 3) =>
  a.x <= b.x + b.width + slack &&
  b.x <= a.x + a.width + slack &&
  a.y <= b.y + b.height + slack &&
  b.y <= a.y + a.height + slack;

test("in help edit mode the badges on Home leave the Favorites Edit button and the frame's controls free, stay in the window and touch their elements", async ({
  page,
  signIn,
}) => {
  await signIn('admin');
  await expect(homeHeading(page)).toBeVisible();
  await launcherSettled(page);
  await editHelpButton(page).click();
  const toolbar = page.getByRole('toolbar', { name: 'Help editing' });
  await expect(toolbar).toBeVisible();

  const anchors = ['sidebar', 'home-title', 'launcher-groups'];
  const badges = page.getByRole('button', { name: /^Edit help for / });
  const favoritesEdit = group(page, 'Favorites').getByRole('button', { name: 'Edit', exact: true });
  // Controls at the corners of the anchored elements: the sidebar's top, the title bar above it.
  const nearBadges = [
    favoritesEdit,
    titleBar(page).getByRole('combobox', { name: 'Search apps and pages' }),
    sidebar(page).getByRole('button', { name: 'Home' }),
  ];

  // Retried while the badges follow a change of layout (they move on the window's resize event).
  const check = () =>
    expect(async () => {
      await expect(badges).toHaveText(anchors);
      for (const anchor of anchors) {
        const badge = await boxOf(page.getByRole('button', { name: `Edit help for ${anchor}` }));
        expect(inside(badge, page), `${anchor}'s badge in the window: ${JSON.stringify(badge)}`).toBe(true);
        const element = await boxOf(page.locator(`[data-help-anchor="${anchor}"]`));
        expect(touching(badge, element), `${anchor}'s badge at its element`).toBe(true);
        for (const control of nearBadges)
          expect(intersect(badge, await boxOf(control)), `${anchor}'s badge over ${control}`).toBe(false);
      }
      for (const control of nearBadges) expect(await uncovered(control), `${control} uncovered`).toBe(true);
    }).toPass({ timeout: 5_000 });
  await check();

  // The Edit button works in edit mode: the favorites' own edit starts and is cancelled.
  await favoritesEdit.click();
  const cancel = group(page, 'Favorites').getByRole('button', { name: 'Cancel' });
  await expect(cancel).toBeVisible();
  await cancel.click();
  await expect(favoritesEdit).toBeVisible();

  // A 1024 × 720 window, where the title bar's search box reaches over the sidebar: the same.
  await page.setViewportSize({ width: 1024, height: 720 });
  await check();
});
