import { expect, type Page } from '@playwright/test';
import { titleBar } from './landmarks';

/**
 * The title bar keeps to the screen: every control it draws (buttons, the search box) lies inside
 * the viewport's width, and nothing makes the page scroll sideways. On a phone the bar holds eight
 * controls in 360 px; one grown too wide would push the last (Help) off the screen.
 */
export async function expectTitleBarFits(page: Page): Promise<void> {
  const { width, scrolls, controls } = await titleBar(page).evaluate((bar) => ({
    width: document.documentElement.clientWidth,
    scrolls: document.documentElement.scrollWidth > document.documentElement.clientWidth,
    controls: [...bar.querySelectorAll('button, input')]
      .map((node) => ({ node, box: node.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 1)
      .map(({ node, box }) => ({
        name: node.getAttribute('aria-label') ?? node.textContent,
        left: box.left,
        right: box.right,
      })),
  }));
  expect(controls.length, 'controls drawn in the title bar').toBeGreaterThan(0);
  for (const control of controls) {
    expect(control.left, `${control.name} in view`).toBeGreaterThanOrEqual(0);
    expect(control.right, `${control.name} in view`).toBeLessThanOrEqual(width);
  }
  expect(scrolls, 'the page scrolls sideways').toBe(false);
}

/**
 * Nothing lies over the title bar's controls: each is what the browser finds at its centre (as a
 * click is hit-tested). A toast drawn over the bar hid the user menu while it showed.
 */
export async function expectTitleBarUncovered(page: Page): Promise<void> {
  const covered = await titleBar(page).evaluate((bar) =>
    [...bar.querySelectorAll('button, input')]
      .map((node) => ({ node, box: node.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 1)
      .filter(({ node, box }) => {
        const found = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return found === null || !node.contains(found);
      })
      .map(({ node }) => node.getAttribute('aria-label') ?? node.textContent),
  );
  expect(covered, 'title bar controls under something else').toEqual([]);
}
