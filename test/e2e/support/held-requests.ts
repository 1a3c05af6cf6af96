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

/**
 * The first `method` request to `url` reaches the server, which applies it, but its answer arrives
 * cut short (a dropped connection after the write): the app cannot read it. Later ones go on as
 * usual. Returns how many answers were cut so far (0 or 1).
 */
export async function cutFirstAnswer(page: Page, url: string, method = 'PUT'): Promise<() => number> {
  let cut = 0;
  await page.route(url, async (route) => {
    if (route.request().method() !== method || cut > 0) return route.fallback();
    cut += 1;
    const response = await route.fetch();
    return route.fulfill({ response, body: (await response.text()).slice(0, 5) });
  });
  return () => cut;
}
