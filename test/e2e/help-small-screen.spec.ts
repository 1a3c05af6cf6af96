import { expect, test } from './support/fixtures';
import { createTutorial } from './support/help-api';
import { homeHeading, pageHelpPanel } from './support/landmarks';
import { expectOnScreen } from './support/on-screen';

/** A tablet held sideways, where a tenant's page help outgrew the screen (walkthrough 21). */
test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true });

test('with two dozen tutorials the page help list stays on screen and scrolls: its first tutorial, scrolled to, plays by touch (walkthrough 21, D1)', async ({
  page,
  signIn,
}) => {
  for (let n = 1; n <= 24; n += 1) {
    const title =
      n === 1 ? 'The first tour of the launcher for a new supervisor on the early shift' : `Tour ${n}`;
    await createTutorial(page, title, ['home-title']);
  }
  await signIn('supervisor');
  await expect(homeHeading(page)).toBeVisible();
  await page.getByRole('button', { name: /^Page help/ }).tap();
  const list = pageHelpPanel(page);
  await expect(list.getByRole('button', { name: 'Tour 24' })).toBeAttached();
  await expectOnScreen(page, list);
  await expectOnScreen(page, list.getByRole('heading', { name: 'Help on this page' }));
  await expectOnScreen(page, list.getByRole('button', { name: 'Close help' }));
  // The first tutorial, its long title and its New mark whole, is reached by scrolling the list.
  const first = list.getByRole('button', { name: /^The first tour of the launcher/ });
  await first.scrollIntoViewIfNeeded();
  await expectOnScreen(page, first);
  const mark = first.getByLabel('new');
  await expect(mark).toHaveText('New');
  expect(await mark.evaluate((badge) => badge.scrollWidth <= badge.clientWidth)).toBe(true);
  await first.tap();
  await expect(page.getByRole('dialog', { name: /^The first tour of the launcher/ })).toBeVisible();
});

test('a tutorial step with a long description keeps its card on screen, Back and Next within reach (walkthrough 21, D2)', async ({
  page,
  signIn,
}) => {
  const long = `<p>${'Check each truck’s fuel level, tyre pressure and load before it leaves the yard. '.repeat(4)}</p>`;
  await createTutorial(page, 'Yard checks', ['home-title', 'launcher-groups', 'sidebar'], (anchor) =>
    anchor === 'launcher-groups' ? long.repeat(6) : `<p>About ${anchor}</p>`,
  );
  await signIn('supervisor');
  await expect(homeHeading(page)).toBeVisible();
  await page.getByRole('button', { name: /^Page help/ }).tap();
  await pageHelpPanel(page).getByRole('button', { name: 'Yard checks' }).tap();
  const card = page.getByRole('dialog', { name: 'Yard checks' });
  await card.getByRole('button', { name: 'Next' }).tap();
  await expect(card.getByRole('heading', { name: 'Step 2' })).toBeVisible();
  await expectOnScreen(page, card);
  // The description scrolls inside the card; the controls stay where a finger reaches them.
  await expectOnScreen(page, card.getByRole('button', { name: 'Back' }));
  await expectOnScreen(page, card.getByRole('button', { name: 'Next' }));
  await card.getByRole('button', { name: 'Next' }).tap();
  await expect(card.getByRole('heading', { name: 'Step 3' })).toBeVisible();
});

test('turned to portrait with the focus in a running tutorial or the help list, the help goes and the focus goes to the main landmark (walkthrough 32, D3)', async ({
  page,
  signIn,
}) => {
  await signIn('supervisor');
  await expect(homeHeading(page)).toBeVisible();
  const main = page.getByRole('main');
  await page.getByRole('button', { name: /^Page help/ }).tap();
  await pageHelpPanel(page).getByRole('button', { name: 'Tour of the launcher' }).tap();
  const card = page.getByRole('dialog', { name: 'Tour of the launcher' });
  await card.getByRole('button', { name: 'Next' }).tap();
  await expect(card).toContainText('Step 2 of 3');
  await expect.poll(() => card.evaluate((box) => box.contains(document.activeElement))).toBe(true);
  await page.setViewportSize({ width: 768, height: 1024 });
  await expect(card).toHaveCount(0);
  // It fell to the page's body: the screen reader said nothing, the next Tab started over.
  await expect(main).toBeFocused();

  // Back to landscape the tutorial goes on; ended, the list is opened and its Close help focused.
  await page.setViewportSize({ width: 1024, height: 768 });
  await card.getByRole('button', { name: 'Cancel' }).tap();
  await expect(card).toHaveCount(0);
  await page.getByRole('button', { name: /^Page help/ }).tap();
  const close = pageHelpPanel(page).getByRole('button', { name: 'Close help' });
  await close.focus();
  await page.setViewportSize({ width: 768, height: 1024 });
  await expect(pageHelpPanel(page)).toHaveCount(0);
  await expect(main).toBeFocused();
});
