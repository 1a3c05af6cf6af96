import type { Locator } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { homeHeading } from './support/landmarks';
import { syncStatusButton } from './support/offline';

async function centreX(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} is not laid out`);
  return box.x + box.width / 2;
}

/*
 * Walkthrough 9, defect 5: the sync panel's arrow sat at the panel's end, which on a phone is
 * under the Settings gear and on the desktop 34 px right of the cloud. It points at the control
 * that opened the panel, at any width.
 */
for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('the sync panel points at the sync status control', async ({ page, signIn }) => {
      await signIn('supervisor');
      await expect(homeHeading(page)).toBeVisible();
      const control = syncStatusButton(page);
      await control.click();
      const panel = page.locator('.mantine-Popover-dropdown', {
        has: page.getByRole('region', { name: 'Sync status' }),
      });
      await expect(panel).toBeVisible();
      const arrow = panel.locator('.mantine-Popover-arrow');
      // Within a pixel: the arrow is placed once the panel has settled where it fits.
      await expect
        .poll(async () => Math.abs((await centreX(arrow)) - (await centreX(control))))
        .toBeLessThanOrEqual(1);
    });
  });
}
