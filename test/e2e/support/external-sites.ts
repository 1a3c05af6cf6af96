import { expect, type Page } from '@playwright/test';
import type { TestControls } from './test-controls';

/** The other sites the demo links point at answer locally: the tests never leave the machine. */
export async function serveExternalLinks(page: Page): Promise<void> {
  await page
    .context()
    .route('https://example.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<h1>External site</h1>' }),
    );
}

/**
 * The one usage record the server holds after Fleet Status (501, Links) opened in a new tab: the
 * router never sees the other site, so the launch itself is the usage entry.
 */
export async function expectFleetStatusLaunchLogged(controls: TestControls): Promise<void> {
  await expect
    .poll(async () => (await controls.usageLogs()).map((log) => log.record))
    .toEqual([
      expect.objectContaining({
        appName: 'Fleet Status',
        appUrl: 'https://example.com/fleet-status',
        itemID: '501',
        group: 'Links',
      }),
    ]);
}
