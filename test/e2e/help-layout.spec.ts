import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { group, homeHeading, launcherSettled, pageHelpPanel, titleBar } from './support/landmarks';

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
