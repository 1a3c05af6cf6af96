import type { Page, Request } from '@playwright/test';

/**
 * Resolves once the follower of renewed sessions (session-changed-elsewhere.ts, a part loaded on
 * idle) is listening: a renewal must come after that to be seen. Asked before the page loads.
 * Fetched is not yet listening: its import resolves only once every file it needs is in (the build
 * asks for them together with it, a preload each), then the module subscribes in that task; an idle
 * callback asked after all of them comes after it. Waiting on its own response alone let a renewal
 * under load come between the two and pass unseen (2026-11-30, twice).
 */
export async function followerListening(page: Page): Promise<void> {
  const scripts = new Map<Request, Promise<unknown>>();
  const watch = (request: Request) => {
    if (request.resourceType() === 'script' || /\.js(\?|$)/.test(request.url()))
      scripts.set(
        request,
        // A failed file fails the import too: the follower then is not listening, and the test says so.
        request.response().then((response) => response?.finished()),
      );
  };
  page.on('request', watch);
  try {
    const response = await page.waitForResponse((answer) =>
      answer.url().includes('/session-changed-elsewhere-'),
    );
    await response.finished();
    // Everything asked for by then, the follower's own files among them.
    await Promise.all(scripts.values());
  } finally {
    page.off('request', watch);
  }
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
}

/**
 * Signs in (`signIn`: the fixture's, as the test wants it) and resolves once the follower of renewed
 * sessions listens, so a renewal the test brings about later is seen.
 */
export async function signInWithFollower(page: Page, signIn: () => Promise<void>): Promise<void> {
  const followerIn = followerListening(page);
  await signIn();
  await followerIn;
}
