import { expect, type Locator, type Page } from '@playwright/test';

/**
 * A floating panel (core/ui/FloatingPanel.tsx) moved and resized as a user does: dragging its
 * title bar's 'Move …' handle, and its bottom-right corner (the browser's own CSS resize handle).
 */
async function dragFrom(page: Page, x: number, y: number, dx: number, dy: number): Promise<void> {
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y + dy, { steps: 5 });
  await page.mouse.up();
}

/** Drags the panel by its title bar; checks it followed the pointer. */
export async function expectMovable(page: Page, panel: Locator, title: string, dx: number, dy: number) {
  const before = await panel.boundingBox();
  const handle = await panel.getByLabel(`Move ${title}`).boundingBox();
  if (!before || !handle) throw new Error('panel not laid out');
  await dragFrom(page, handle.x + 40, handle.y + handle.height / 2, dx, dy);
  await expect.poll(async () => (await panel.boundingBox())?.x).toBeCloseTo(before.x + dx, 0);
  await expect.poll(async () => (await panel.boundingBox())?.y).toBeCloseTo(before.y + dy, 0);
}

/** Drags the panel's corner: it grows with the pointer, and shrinks no narrower than `minWidth`. */
export async function expectResizable(page: Page, panel: Locator, minWidth: number) {
  const corner = async () => {
    const box = await panel.boundingBox();
    if (!box) throw new Error('panel not laid out');
    return { box, x: box.x + box.width - 3, y: box.y + box.height - 3 };
  };
  const start = await corner();
  await dragFrom(page, start.x, start.y, -60, -40);
  await dragFrom(page, start.x - 60, start.y - 40, 100, 80);
  await expect.poll(async () => (await panel.boundingBox())?.width).toBeCloseTo(start.box.width + 40, 0);
  await expect.poll(async () => (await panel.boundingBox())?.height).toBeCloseTo(start.box.height + 40, 0);
  const grown = await corner();
  await dragFrom(page, grown.x, grown.y, -(grown.box.width + 200), 0);
  await expect.poll(async () => (await panel.boundingBox())?.width).toBeCloseTo(minWidth, 0);
}
