import type { Locator, Page } from '@playwright/test';
import { cachedResources } from './support/browser-storage';
import { expect, test } from './support/fixtures';
import { expectMovable, expectResizable } from './support/floating-panel';
import { homeHeading, networkBanner, openFromPageHelp } from './support/landmarks';
import { driveClockUntil, waitForOfflineReady } from './support/offline';

const helpTopicsPanel = (page: Page) => page.getByRole('dialog', { name: 'Help Topics' });
const topicList = (page: Page) => helpTopicsPanel(page).getByRole('list', { name: 'Help topics' });
const pageHelpButton = (page: Page) => page.getByRole('button', { name: 'Page help' });
const pageHelpPanel = (page: Page) => page.getByRole('dialog', { name: 'Help on this page' });

async function openHelpTopics(page: Page) {
  await page.getByRole('navigation', { name: 'Title bar' }).getByRole('button', { name: 'Help' }).click();
  await page.getByRole('menuitem', { name: 'Help Topics' }).click();
  await expect(helpTopicsPanel(page)).toBeVisible();
}

/**
 * The tutorial card leaves the shown part of its step's element clear, and the element is
 * outlined (the outline a few pixels outside its shown box).
 */
async function expectCardBesideItsElement(page: Page, card: Locator, anchor: string) {
  const highlight = page.locator('[data-help-highlight]');
  await expect(highlight).toHaveCount(1);
  await expect
    .poll(async () => {
      const [cardBox, element, outline] = await Promise.all([
        card.boundingBox(),
        page.locator(`[data-help-anchor="${anchor}"]`).boundingBox(),
        highlight.boundingBox(),
      ]);
      const viewport = page.viewportSize();
      if (!cardBox || !element || !outline || !viewport) return 'not laid out';
      const shown = {
        top: Math.max(element.y, 0),
        left: Math.max(element.x, 0),
        bottom: Math.min(element.y + element.height, viewport.height),
        right: Math.min(element.x + element.width, viewport.width),
      };
      const apart =
        cardBox.x + cardBox.width <= shown.left ||
        shown.right <= cardBox.x ||
        cardBox.y + cardBox.height <= shown.top ||
        shown.bottom <= cardBox.y;
      const outlines = outline.x <= shown.left && outline.x + outline.width >= shown.right;
      return apart && outlines ? 'beside, outlined' : JSON.stringify({ cardBox, shown, outline });
    })
    .toBe('beside, outlined');
}

test.describe('help topics', () => {
  test('the panel lists topics and shows one in the details tab, without blocking the page', async ({
    page,
    signIn,
  }) => {
    await signIn('supervisor');
    await expect(homeHeading(page)).toBeVisible();
    await openHelpTopics(page);
    const panel = helpTopicsPanel(page);
    await expect(panel.getByRole('heading', { name: 'Help Topics' })).toBeVisible();
    await expect(panel.getByRole('tab', { name: 'List' })).toHaveAttribute('aria-selected', 'true');
    await expect(topicList(page).getByRole('listitem')).toHaveCount(3);

    await topicList(page).getByRole('button', { name: 'Editing favorites' }).click();
    await expect(panel.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
    await expect(panel.getByRole('heading', { name: 'Editing favorites' })).toBeVisible();
    await expect(panel.getByText('drag apps into order and Save')).toBeVisible();
    await expect(panel.locator('em', { hasText: 'Edit' })).toBeVisible(); // the rich text, rendered
    await expect(panel.getByText('Permission level: User')).toBeVisible();

    // At least 380 px wide; non-blocking: the page behind still takes clicks.
    expect((await panel.boundingBox())?.width).toBeGreaterThanOrEqual(380);
    await page
      .getByRole('region', { name: 'Apps', exact: true })
      .getByRole('button', { name: /^Dashboard/ })
      .click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(panel).toBeVisible();

    // Movable by its title bar, resizable by its corner, never narrower than 380 px.
    await expectMovable(page, panel, 'Help Topics', -200, 60);
    await expectResizable(page, panel, 380);

    await panel.getByRole('button', { name: 'Close Help Topics' }).click();
    await expect(panel).toHaveCount(0);
  });

  test('a topic chosen by keyboard puts the focus on the Details tab, not on the body (walkthrough 12, D3)', async ({
    page,
    signIn,
  }) => {
    await signIn('supervisor');
    await expect(homeHeading(page)).toBeVisible();
    await openHelpTopics(page);
    const panel = helpTopicsPanel(page);
    await topicList(page).getByRole('button', { name: 'Editing favorites' }).focus();
    await page.keyboard.press('Enter');
    const details = panel.getByRole('tab', { name: 'Details' });
    await expect(details).toHaveAttribute('aria-selected', 'true');
    await expect(details).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
  });

  test('a viewer sees fewer topics than an admin', async ({ page, signIn }) => {
    await signIn('viewer');
    await openHelpTopics(page);
    await expect(topicList(page).getByRole('listitem')).toHaveCount(2);
    await expect(topicList(page).getByRole('button', { name: 'Managing help content' })).toHaveCount(0);

    await page.evaluate(() => localStorage.clear());
    await signIn('admin');
    await openHelpTopics(page);
    await expect(topicList(page).getByRole('listitem')).toHaveCount(5);
    await expect(topicList(page).getByRole('button', { name: 'Managing help content' })).toBeVisible();
  });
});

/** Which floating panel is drawn at the point: the one on top there. */
const panelAt = (page: Page, point: { x: number; y: number }) =>
  page.evaluate(
    ({ x, y }) =>
      document.elementFromPoint(x, y)?.closest('[role="dialog"]')?.getAttribute('aria-labelledby'),
    point,
  );
const labelOf = (panel: Locator) => panel.getAttribute('aria-labelledby');
const middleOf = async (panel: Locator) => {
  const box = await panel.boundingBox();
  if (!box) throw new Error('panel not laid out');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
};

test.describe('two floating panels', () => {
  // Walkthrough 17's screen, 900 px high (at 720 Help Topics reaches over the page help's list: below).
  test.use({ viewport: { width: 1280, height: 900 } });

  test('Help Topics opened over the chat opens a step down and left, and each opener brings its open panel to the front (walkthrough 17, D1)', async ({
    page,
    signIn,
  }) => {
    await signIn('supervisor');
    await expect(homeHeading(page)).toBeVisible();
    const chat = page.getByRole('dialog', { name: 'Chat Portal Assistant' });
    await openFromPageHelp(page, 'Chat with Portal Assistant');
    await expect(chat).toBeVisible();
    await openHelpTopics(page);
    const topics = helpTopicsPanel(page);
    await expect(topics).toBeFocused();

    // Not on the chat's spot: the chat's title bar and its close button stay in view.
    const chatBox = await chat.boundingBox();
    const topicsBox = await topics.boundingBox();
    if (!chatBox || !topicsBox) throw new Error('panels not laid out');
    expect(topicsBox.x).toBeCloseTo(chatBox.x - 48, 0);
    expect(topicsBox.y).toBeCloseTo(chatBox.y + 48, 0);
    await expect(chat.getByRole('button', { name: 'Close Chat Portal Assistant' })).toBeInViewport();
    const chatTitle = await chat.getByLabel('Move Chat Portal Assistant').boundingBox();
    if (!chatTitle) throw new Error('title bar not laid out');
    const chatLabel = await labelOf(chat);
    const topicsLabel = await labelOf(topics);
    expect(await panelAt(page, { x: chatTitle.x + 40, y: chatTitle.y + chatTitle.height / 2 })).toBe(
      chatLabel,
    );
    const overlap = await middleOf(topics);
    expect(await panelAt(page, overlap)).toBe(topicsLabel);

    // Page help → Chat again: the chat comes to the front, its box focused, its conversation kept.
    await openFromPageHelp(page, 'Chat with Portal Assistant');
    await expect(chat.getByRole('textbox', { name: 'Message' })).toBeFocused();
    await expect.poll(() => panelAt(page, overlap)).toBe(chatLabel);
    await expect(chat).toHaveCount(1);

    // Help → Help Topics again: Help Topics in front, focused.
    await openHelpTopics(page);
    await expect(topics).toBeFocused();
    await expect.poll(() => panelAt(page, overlap)).toBe(topicsLabel);
  });
});

test.describe('the page help list and a floating panel', () => {
  // Walkthrough 17's screen was 900 px high; at 720 Help Topics reaches down over the list.
  test.use({ viewport: { width: 1280, height: 720 } });

  test('the list opened over Help Topics is on top, its chat button pressable; the panel used again comes over it', async ({
    page,
    signIn,
  }) => {
    await signIn('supervisor');
    await expect(homeHeading(page)).toBeVisible();
    await openHelpTopics(page);
    const topics = helpTopicsPanel(page);
    await pageHelpButton(page).click();
    const list = pageHelpPanel(page);
    const chatButton = list.getByRole('button', { name: 'Chat with Portal Assistant' });
    await expect(chatButton).toBeVisible();
    // The two overlap here (else this test shows nothing), and the list is what is drawn there.
    const [listBox, topicsBox] = [await list.boundingBox(), await topics.boundingBox()];
    if (!listBox || !topicsBox) throw new Error('not laid out');
    expect(topicsBox.y + topicsBox.height).toBeGreaterThan(listBox.y);
    expect(topicsBox.x + topicsBox.width).toBeGreaterThan(listBox.x);
    const button = await middleOf(chatButton);
    const drawnAt = (point: { x: number; y: number }) =>
      page.evaluate(
        ({ x, y }) =>
          document.elementFromPoint(x, y)?.closest('[role="dialog"]')?.getAttribute('aria-label') ?? null,
        point,
      );
    expect(await drawnAt(button)).toBe('Help on this page');

    // A click in Help Topics brings it to the front, as between floating panels (the one used last).
    const overlap = {
      x: Math.max(listBox.x, topicsBox.x) + 10,
      y: Math.max(listBox.y, topicsBox.y) + 10,
    };
    await topics.getByRole('heading').first().click();
    await expect.poll(() => drawnAt(overlap)).toBe(null);
    await expect.poll(() => panelAt(page, overlap)).toBe(await labelOf(topics));
    // Pressed in the list (its uncovered foot, beside Close help), the list is on top again, and
    // its chat button opens the chat.
    const foot = { x: listBox.x + 6, y: listBox.y + listBox.height - 6 };
    expect(foot.y).toBeGreaterThan(topicsBox.y + topicsBox.height);
    await page.mouse.click(foot.x, foot.y);
    await expect.poll(() => drawnAt(button)).toBe('Help on this page');
    await chatButton.click();
    await expect(page.getByRole('dialog', { name: 'Chat Portal Assistant' })).toBeVisible();
    await expect(list).toHaveCount(0);
  });
});

test.describe('page help', () => {
  test('shows the page help cards next to their anchors', async ({ page, signIn }) => {
    await signIn('viewer');
    await expect(homeHeading(page)).toBeVisible();
    await pageHelpButton(page).click();
    await expect(pageHelpPanel(page)).toBeVisible();
    const cards = ['Home', 'Your apps', 'Sidebar'].map((name) =>
      page.getByRole('note', { name, exact: true }),
    );
    for (const card of cards) await expect(card).toBeVisible();
    await expect(page.getByRole('note', { name: 'Retired hint' })).toHaveCount(0); // inactive
    const sidebarCard = page.getByRole('note', { name: 'Sidebar' });
    await expect(sidebarCard).toContainText('The same apps by category');
    const card = await sidebarCard.boundingBox();
    const sidebar = await page.locator('[data-help-anchor="sidebar"]').boundingBox();
    if (!card || !sidebar) throw new Error('not laid out');
    expect(card.width).toBeGreaterThanOrEqual(200);
    expect(card.width).toBeLessThanOrEqual(300);
    expect(card.x).toBeGreaterThanOrEqual(sidebar.x + sidebar.width); // 'right' of its anchor

    await pageHelpPanel(page).getByRole('button', { name: 'Close help' }).click();
    for (const card of cards) await expect(card).toHaveCount(0);
  });

  test('plays a tutorial, skipping its disabled item: Back, Next, Finish and Cancel', async ({
    page,
    signIn,
  }) => {
    await signIn('supervisor');
    await expect(homeHeading(page)).toBeVisible();
    await pageHelpButton(page).click();
    const tutorials = pageHelpPanel(page);
    await expect(tutorials.getByRole('button', { name: 'Favorites for supervisors' })).toBeVisible();
    await tutorials.getByRole('button', { name: 'Tour of the launcher' }).click();

    const card = page.getByRole('dialog', { name: 'Tour of the launcher' });
    const back = card.getByRole('button', { name: 'Back' });
    const next = card.getByRole('button', { name: 'Next' });
    const finish = card.getByRole('button', { name: 'Finish' });
    await expect(card.getByRole('heading', { name: 'Welcome' })).toBeVisible();
    await expect(card).toContainText('Step 1 of 3');
    expect((await card.boundingBox())?.width).toBe(300);
    await expect(back).toBeDisabled();
    await expect(next).toBeEnabled();
    await expect(finish).toHaveCount(0);

    await next.click(); // 'Old favorites bar' is disabled: skipped
    await expect(card.getByRole('heading', { name: 'Your apps' })).toBeVisible();
    await expect(card).toContainText('Step 2 of 3');
    await expect(back).toBeEnabled();
    // A step's element is outlined, and its card (even a 'cover' one) leaves it in sight.
    await expectCardBesideItsElement(page, card, 'launcher-groups');

    await next.click();
    await expect(card.getByRole('heading', { name: 'The sidebar' })).toBeVisible();
    await expectCardBesideItsElement(page, card, 'sidebar');
    // The last step: Finish in the place of Next, and Cancel, Back and Finish on one row.
    await expect(next).toHaveCount(0);
    await expect(finish).toBeVisible();
    const tops = await Promise.all(
      ['Cancel', 'Back', 'Finish'].map(
        async (name) => (await card.getByRole('button', { name }).boundingBox())?.y,
      ),
    );
    expect(new Set(tops).size, `the buttons' tops: ${tops.join(', ')}`).toBe(1);

    await back.click();
    await expect(card.getByRole('heading', { name: 'Your apps' })).toBeVisible();
    await back.click(); // back over the disabled item too
    await expect(card.getByRole('heading', { name: 'Welcome' })).toBeVisible();
    await expect(page.locator('[data-help-highlight]')).toHaveCount(0); // a centred step points at nothing

    await next.click();
    await next.click();
    await finish.click();
    await expect(page.locator('[data-help-highlight]')).toHaveCount(0);
    await expect(card).toHaveCount(0);

    // Cancel closes at any step.
    await pageHelpButton(page).click();
    await pageHelpPanel(page).getByRole('button', { name: 'Tour of the launcher' }).click();
    await card.getByRole('button', { name: 'Cancel' }).click();
    await expect(card).toHaveCount(0);
  });

  test('opened by keyboard, the list takes the focus on its first tutorial; Escape gives it back to Page help (walkthrough 32, O6)', async ({
    page,
    signIn,
  }) => {
    await signIn('viewer');
    await expect(homeHeading(page)).toBeVisible();
    const list = pageHelpPanel(page);
    await pageHelpButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(pageHelpButton(page)).toHaveAttribute('aria-expanded', 'true');
    // The focus stayed on Page help: the list, after the page's last element, was far away by Tab.
    await expect(list.getByRole('button', { name: 'Tour of the launcher' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(list.getByRole('button', { name: 'Chat with Portal Assistant' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(list).toHaveCount(0);
    await expect(pageHelpButton(page)).toBeFocused();
    await expect(pageHelpButton(page)).toHaveAttribute('aria-expanded', 'false');
    // Space opens it the same way; Page help pressed again closes it, the focus on the control.
    await page.keyboard.press('Space');
    await expect(list.getByRole('button', { name: 'Tour of the launcher' })).toBeFocused();
    await pageHelpButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(list).toHaveCount(0);
    await expect(pageHelpButton(page)).toBeFocused();
  });

  test('another page has its own help', async ({ page, signIn }) => {
    await signIn('viewer', '/labor-planning');
    await expect(page.getByRole('heading', { level: 1, name: 'Labor Planning' })).toBeVisible();
    await pageHelpButton(page).click();
    await expect(page.getByRole('note', { name: 'Labor Planning' })).toBeVisible();
    await expect(pageHelpPanel(page).getByRole('button', { name: 'Planning basics' })).toBeVisible();
    await expect(pageHelpPanel(page).getByRole('button', { name: 'Tour of the launcher' })).toHaveCount(0);
  });

  test('the help and edit controls are hidden below 1000 px width', async ({ page, signIn }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    // The admin may edit help: both controls are theirs on a wide screen.
    await signIn('admin');
    await expect(homeHeading(page)).toBeVisible();
    await expect(pageHelpButton(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Edit help' })).toHaveCount(0);
    await page.setViewportSize({ width: 1200, height: 900 });
    await expect(pageHelpButton(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit help' })).toBeVisible();
  });
});

test.describe('help offline', () => {
  // The worker serves the app shell on the offline reload; stopping the server cuts the page and
  // the worker alike (docs/offline.md).
  test.use({ serviceWorkers: 'allow' });

  test('after one online visit, topics and page help show from the cache, also of pages not opened', {
    tag: '@fake-clock',
  }, async ({ page, signIn, server }) => {
    // The clock runs in real time until the end, where it drives the network monitor's re-probe.
    await page.clock.install();
    await signIn('supervisor');
    await waitForOfflineReady(page);
    // Labor Planning's help is saved in the background, its page never opened online.
    await expect
      .poll(() => cachedResources(page))
      .toEqual(expect.arrayContaining(['helpTopics', 'pageHelp:home', 'pageHelp:labor-planning']));
    await server.stop();

    await page.reload();
    await expect(homeHeading(page)).toBeVisible();
    await openHelpTopics(page);
    await expect(topicList(page).getByRole('listitem')).toHaveCount(3);
    await topicList(page).getByRole('button', { name: 'Working offline' }).click();
    await expect(helpTopicsPanel(page).getByText('Changes made offline wait')).toBeVisible();
    await helpTopicsPanel(page).getByRole('button', { name: 'Close Help Topics' }).click();

    await pageHelpButton(page).click();
    await expect(page.getByRole('note', { name: 'Your apps' })).toBeVisible();
    await pageHelpPanel(page).getByRole('button', { name: 'Tour of the launcher' }).click();
    await expect(page.getByRole('dialog', { name: 'Tour of the launcher' })).toContainText('Welcome');
    await page.keyboard.press('Escape');

    // The area's own data was never opened online (docs/offline.md); its help was saved all the same.
    await page
      .getByRole('main')
      .getByRole('button', { name: /^Labor Planning/ })
      .click();
    await expect(page.getByText('This page could not be loaded')).toBeVisible();
    await pageHelpButton(page).click();
    await expect(page.getByRole('note', { name: 'Labor Planning' })).toBeVisible();
    await expect(pageHelpPanel(page).getByRole('button', { name: /Planning basics/ })).toBeVisible();

    // Back online (the network monitor's re-probe finds the server): the page that failed for
    // want of a connection loads by itself, no Try again pressed (docs/offline.md).
    await server.restart();
    const heading = page.getByRole('heading', { level: 1, name: 'Labor Planning' });
    await driveClockUntil(page, () => heading.isVisible(), { message: 'the page loaded by itself' });
    await expect(networkBanner(page)).toBeHidden();
    await expect(page.getByText('This page could not be loaded')).toHaveCount(0);
  });
});
