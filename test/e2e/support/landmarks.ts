import { expect, type Page } from '@playwright/test';

/** The parts of the signed-in frame the tests find by role and name, as a user would. */
export const titleBar = (page: Page) => page.getByRole('navigation', { name: 'Title bar' });
export const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Sidebar' });
/** A launcher group (Favorites, Apps, Reports, Forms, Links). */
export const group = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
export const homeHeading = (page: Page) =>
  page.getByRole('main').getByRole('heading', { level: 1, name: 'Home' });
export const networkBanner = (page: Page) =>
  page.getByRole('alert').filter({ hasText: 'Disconnected from the network' });
/** Clicks a launcher tile of the group. */
export const launch = (page: Page, groupName: string, title: string) =>
  group(page, groupName)
    .getByRole('button', { name: new RegExp(`^${title}`) })
    .click();
export const goHome = (page: Page) => titleBar(page).getByRole('button', { name: 'Home' }).click();

/**
 * An app shown inside the portal (/url/{id}): its frame, named by the app's title. Asked for as a
 * frame: the launcher's tile once carried the same title (its tooltip, now Mantine's), so a title
 * alone was found on the launcher while the page still loaded, and a test went on before the
 * visit happened.
 */
export const embeddedApp = (page: Page, title: string) =>
  page.locator('iframe').and(page.getByTitle(title, { exact: true }));

/**
 * Waits until the launcher has stopped moving: the announcements banner appears above the groups
 * when its call answers and pushes them down, and a click whose press and release straddle that
 * shift lands on nothing. For users with announcements (the seeded admin has three).
 */
export const launcherSettled = (page: Page) =>
  expect(page.getByRole('region', { name: 'Announcements' })).toBeVisible();

/** The page help's card list (the floating help control's panel). */
export const pageHelpPanel = (page: Page) => page.getByRole('dialog', { name: 'Help on this page' });

/** Opens the page help and chooses one of its entries: a tutorial, or 'Chat with {agent}'. */
export async function openFromPageHelp(page: Page, entry: string): Promise<void> {
  await page.getByRole('button', { name: 'Page help' }).click();
  await pageHelpPanel(page).getByRole('button', { name: entry }).click();
}
