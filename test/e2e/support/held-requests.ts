import { expect, type Page, type Request } from '@playwright/test';
import type { TestControls } from './test-controls';

/**
 * Holds every request matching `url` until the returned `release()` is called, as a slow network
 * or server would; then they go on as usual. For tests about what shows while something is on its
 * way (a loader's place, a splash, an answer's dots).
 */
export function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  return holdRequestsWhere(page, url, () => true);
}

/** As `holdRequests`, only the requests `held` picks; the others go on at once. */
async function holdRequestsWhere(
  page: Page,
  url: string | RegExp,
  held: (request: Request) => boolean,
): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    if (held(route.request())) await released;
    await route.fallback();
  });
  return release;
}

/**
 * The requests to `url` that `held` picks reach the server at once, but their answers reach the
 * page only once `release()` is called: a slow network's answers, older than what the page does
 * meanwhile. `held()` and `delivered()` count them.
 */
export async function holdAnswersWhere(
  page: Page,
  url: string | RegExp,
  held: (request: Request) => boolean,
): Promise<{ release: () => void; held: () => number; delivered: () => number }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let heldCount = 0;
  let deliveredCount = 0;
  await page.route(url, async (route) => {
    if (!held(route.request())) return route.fallback();
    heldCount += 1;
    const response = await route.fetch();
    await released;
    await route.fulfill({ response });
    deliveredCount += 1;
  });
  return { release, held: () => heldCount, delivered: () => deliveredCount };
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

/** Past the refresh token's 12 hours: a renewal is refused and signs out (S1 §8). */
const PAST_THE_REFRESH_TOKEN_MS = 13 * 60 * 60 * 1000;

/**
 * Moves the server's clock past the session's refresh token, then does `act` (a Save, an Update)
 * and waits for the sign-out it meets. Until then only the writes reach the server (`act`'s call
 * and the refused renewal): the page's reads and the hubs' calls wait. A background read meeting
 * the lapsed session first (one saved for offline use after sign-in, under load) signed out while
 * the test's click was landing, and the click, its button gone, waited out the test.
 */
export async function lapseSessionAt(
  page: Page,
  controls: Pick<TestControls, 'shiftClock'>,
  act: () => Promise<void>,
) {
  const calls = /\/(api|hubs)\//;
  const releaseReads = await holdRequestsWhere(
    page,
    calls,
    (request) => request.method() === 'GET' || request.url().includes('/hubs/'),
  );
  try {
    await controls.shiftClock(PAST_THE_REFRESH_TOKEN_MS);
    await act();
    await expect(page).toHaveURL(/\/sign-in\?redirect=/);
  } finally {
    releaseReads();
    await page.unroute(calls);
  }
}
