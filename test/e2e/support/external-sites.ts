import type { Page } from '@playwright/test';

/** The other sites the demo links point at answer locally: the tests never leave the machine. */
export async function serveExternalLinks(page: Page): Promise<void> {
  await page
    .context()
    .route('https://example.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<h1>External site</h1>' }),
    );
}
