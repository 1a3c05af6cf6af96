import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { group, launcherSettled, sidebar, titleBar } from './support/landmarks';
import { syncStatusButton } from './support/offline';

/*
 * Walkthrough 9 (suggestions): on a phone five controls were drawn under 24 px, well under the
 * 44 px a finger needs (WCAG 2.5.5, the platforms' guidance). On a touch screen (a coarse pointer)
 * each takes taps over at least 44 × 44 px round its centre; with a mouse (a fine pointer) each
 * stays as it was drawn, its box and the area it takes clicks in alike.
 */

/** The admin's home, with one of their accounts: the announcements bar and the favorites show. */
const HOME = '/home?acctId=1003';
const FINGER = 44;

interface HitArea {
  /** The control's own box. */
  box: { width: number; height: number };
  /** How far from its centre, across and down, a press still lands on the control (its hit area). */
  hit: { width: number; height: number };
  /** Whether the corners of the 44 × 44 square round its centre land on it too (an area, not a cross). */
  cornersHit: boolean;
}

/**
 * Where the control takes presses: from its centre outwards, point by point, until what the
 * browser finds at the point (`elementFromPoint`, as a tap is hit-tested) is no longer the control
 * or inside it. A hit area drawn by a pseudo-element counts as its element's.
 */
async function hitArea(control: Locator): Promise<HitArea> {
  await control.scrollIntoViewIfNeeded();
  return control.evaluate((element, finger) => {
    const rect = element.getBoundingClientRect();
    const x = rect.left + rect.width / 2;
    const y = rect.top + rect.height / 2;
    const hits = (px: number, py: number) => {
      const found = document.elementFromPoint(px, py);
      return found !== null && element.contains(found);
    };
    const reach = (dx: number, dy: number) => {
      let distance = 0;
      while (distance < 500 && hits(x + dx * (distance + 1), y + dy * (distance + 1))) distance += 1;
      return distance;
    };
    // A pixel in from the square's edge: hit testing snaps the layout's fractions of a pixel.
    const half = finger / 2 - 1;
    return {
      box: { width: Math.round(rect.width), height: Math.round(rect.height) },
      hit: { width: reach(-1, 0) + reach(1, 0) + 1, height: reach(0, -1) + reach(0, 1) + 1 },
      cornersHit: [-half, half].every((dx) => [-half, half].every((dy) => hits(x + dx, y + dy))),
    };
  }, FINGER);
}

/** The controls, each opened where it is found; walkthrough 9's five in the order of its list. */
const controls: {
  name: string;
  /** Who sees it on the phone, where: the admin's home unless said. */
  phoneUser?: { user: 'merged'; path: string };
  open: (page: Page, phone: boolean) => Promise<Locator>;
}[] = [
  {
    name: "the bell's Dismiss ✕",
    // On the phone, between two notifications of one category (120 'Request Status' ones): the
    // rows above and below must leave its area whole.
    phoneUser: { user: 'merged', path: '/home' },
    open: async (page) => {
      await titleBar(page)
        .getByRole('button', { name: /^Notifications \(/ })
        .click();
      return page
        .getByRole('dialog', { name: 'Notifications' })
        .getByRole('button', { name: /^Dismiss / })
        .nth(1);
    },
  },
  {
    name: "the sidebar's favorite star",
    open: async (page, phone) => {
      if (phone) await titleBar(page).getByRole('button', { name: 'Open menu' }).click();
      await sidebar(page).getByRole('tab', { name: 'Apps' }).click();
      return sidebar(page).getByRole('button', { name: 'Favorite Dashboard' });
    },
  },
  {
    name: "the sync panel's Sync now",
    open: async (page) => {
      await syncStatusButton(page).click();
      return page.getByRole('region', { name: 'Sync status' }).getByRole('button', { name: 'Sync now' });
    },
  },
  {
    name: "the favorites editor's Remove",
    open: async (page) => {
      await group(page, 'Favorites').getByRole('button', { name: 'Edit' }).click();
      return group(page, 'Favorites').getByRole('button', { name: 'Remove Labor Planning from favorites' });
    },
  },
  {
    name: "the announcements bar's title",
    open: async (page) =>
      page
        .getByRole('region', { name: 'Announcements' })
        .getByRole('button', { name: /\S/ })
        .and(page.locator('[aria-haspopup="dialog"]')),
  },
  // Walkthrough 38 (D2): the buttons under each note in the release notes' Changes (the admin's).
  ...(['Edit', 'Delete', 'Move up', 'Move down'] as const).map((button) => ({
    name: `a release note's ${button}`,
    open: async (page: Page) => {
      await titleBar(page).getByRole('button', { name: 'Help' }).click();
      await page.getByRole('menuitem', { name: 'Release Notes' }).click();
      // The second of the version's notes: a note above and one below, each with its buttons.
      return page
        .getByRole('dialog', { name: 'Release Notes' })
        .getByRole('list', { name: 'Changes' })
        .getByRole('listitem')
        .nth(1)
        .getByRole('button', { name: button, exact: true });
    },
  })),
];

test.describe('on a phone (touch, 390 × 844)', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  for (const { name, phoneUser, open } of controls) {
    test(`${name} takes a finger's press over 44 × 44 px`, async ({ page, signIn }) => {
      await signIn(phoneUser?.user ?? 'admin', phoneUser?.path ?? HOME);
      await launcherSettled(page);
      expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);
      const control = await open(page, true);
      await expect(control).toBeVisible();
      const area = await hitArea(control);
      expect(area.hit.width, 'hit area width').toBeGreaterThanOrEqual(FINGER);
      expect(area.hit.height, 'hit area height').toBeGreaterThanOrEqual(FINGER);
      expect(area.cornersHit, 'the corners of the 44 px square round its centre').toBe(true);
    });
  }
});

/** The controls' boxes with a mouse, as they were drawn before touch screens had their own rule. */
const DESKTOP_BOXES: Record<string, { width: number; height: number }> = {
  "the bell's Dismiss ✕": { width: 22, height: 22 },
  "the sidebar's favorite star": { width: 22, height: 22 },
  "the sync panel's Sync now": { width: 72, height: 22 },
  "the favorites editor's Remove": { width: 63, height: 22 },
  "the announcements bar's title": { width: 774, height: 20 },
  "a release note's Edit": { width: 39, height: 22 },
  "a release note's Delete": { width: 52, height: 22 },
  "a release note's Move up": { width: 65, height: 22 },
  "a release note's Move down": { width: 81, height: 22 },
};

test.describe('on a desktop (mouse, 1280 × 860)', () => {
  test.use({ viewport: { width: 1280, height: 860 } });

  test('each control keeps its size, and takes clicks over its own box only', async ({ page, signIn }) => {
    await signIn('admin', HOME);
    await launcherSettled(page);
    expect(await page.evaluate(() => matchMedia('(pointer: fine)').matches)).toBe(true);
    for (const { name, open } of controls) {
      const control = await open(page, false);
      await expect(control).toBeVisible();
      const area = await hitArea(control);
      expect(area.box, name).toEqual(DESKTOP_BOXES[name]);
      // The hit area is the box (a pixel more where a neighbour's edge meets it), never more.
      expect(area.hit.width - area.box.width, name).toBeLessThanOrEqual(1);
      expect(area.hit.height - area.box.height, name).toBeLessThanOrEqual(2);
      await page.keyboard.press('Escape');
    }
  });
});
