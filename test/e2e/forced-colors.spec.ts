import type { Locator } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { sidebar } from './support/landmarks';
import { openPreferences } from './support/settings';

// Windows High Contrast: the system's colours replace the page's, fills and shadows are dropped.
// Controls and the current selection must still show (WCAG 1.4.11, 1.4.1; docs/security.md).
test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'active' });
});

/** What the browser draws around an element: each side's border and the outline, as computed. */
const edges = (locator: Locator) =>
  locator.evaluate((node) => {
    const style = getComputedStyle(node);
    return {
      borderWidth: Number.parseFloat(style.borderTopWidth),
      borderStyle: style.borderTopStyle,
      borderColor: style.borderTopColor,
      outlineWidth: Number.parseFloat(style.outlineWidth),
      outlineStyle: style.outlineStyle,
      outlineColor: style.outlineColor,
      background: style.backgroundColor,
    };
  });

const transparent = (color: string) => color === 'transparent' || /rgba\(.*,\s*0\)$/.test(color);

/** Whether a line (border or outline) is drawn in a colour other than the element's background. */
const drawn = (width: number, style: string, color: string, background: string) =>
  width > 0 && style !== 'none' && !transparent(color) && color !== background;

const hasMark = async (locator: Locator) => {
  const e = await edges(locator);
  return (
    drawn(e.borderWidth, e.borderStyle, e.borderColor, e.background) ||
    drawn(e.outlineWidth, e.outlineStyle, e.outlineColor, e.background)
  );
};

/** A Mantine switch's visible part: the track drawn after its (transparent) input. */
const track = (switchInput: Locator) => switchInput.locator('xpath=following-sibling::*[1]');
/** The track's and the thumb's fill, as drawn. */
const switchColors = (switchInput: Locator) =>
  track(switchInput).evaluate((node) => {
    const thumb = node.querySelector('.mantine-Switch-thumb') ?? node.firstElementChild;
    return `${getComputedStyle(node).backgroundColor} ${thumb ? getComputedStyle(thumb).backgroundColor : ''}`;
  });

test.describe('forced colours', () => {
  test('the switches keep an outlined track, and on looks unlike off', async ({ page, signIn }) => {
    await signIn('supervisor');
    const preferences = await openPreferences(page);
    const mergeRoles = preferences.getByRole('switch', { name: 'Merge Roles' });
    const sound = preferences.getByRole('switch', { name: 'Notification Sound' });
    await expect(mergeRoles).toBeAttached();
    for (const control of [mergeRoles, sound]) {
      const line = await edges(track(control));
      expect(line.borderWidth).toBeGreaterThan(0);
      expect(line.borderStyle).not.toBe('none');
      expect(transparent(line.borderColor)).toBe(false);
    }

    // The same switch, off and on (and back, leaving the preference as it was).
    const wasOn = await sound.isChecked();
    const before = await switchColors(sound);
    await sound.click({ force: true });
    await expect(sound).toBeChecked({ checked: !wasOn });
    const after = await switchColors(sound);
    expect(after).not.toBe(before);
    await sound.click({ force: true });
    await expect(sound).toBeChecked({ checked: wasOn });
    await expect.poll(() => switchColors(sound)).toBe(before);
  });

  test('the sidebar marks the selected category and the current entry', async ({ page, signIn }) => {
    await signIn('supervisor', '/market-rates');
    const categories = sidebar(page).getByRole('tablist', { name: 'Categories' });
    const selected = categories.getByRole('tab', { selected: true });
    await expect(selected).toHaveCount(1);
    // The mark is on the tab or on its label (the tab's own outline is its focus ring).
    const tabMark = async (tab: Locator) => {
      const spans = tab.locator('span');
      if (await hasMark(tab)) return true;
      for (let index = 0; index < (await spans.count()); index += 1)
        if (await hasMark(spans.nth(index))) return true;
      return false;
    };
    expect(await tabMark(selected)).toBe(true);
    for (const tab of await categories.getByRole('tab', { selected: false }).all())
      expect(await tabMark(tab)).toBe(false);

    const current = sidebar(page).locator('[aria-current="page"]');
    await expect(current).toHaveAccessibleName('Market Rates');
    expect(await hasMark(current)).toBe(true);
    const others = sidebar(page).locator('a:not([aria-current])');
    expect(await others.count()).toBeGreaterThan(0);
    for (const link of await others.all()) expect(await hasMark(link)).toBe(false);
  });
});
