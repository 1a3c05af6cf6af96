import type { Page } from '@playwright/test';

/**
 * Holds every request matching `url` until the returned `release()` is called, as a slow network
 * or server would; then they go on as usual. For tests about what shows while something is on its
 * way (a loader's place, a splash, an answer's dots).
 */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
