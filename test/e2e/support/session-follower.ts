import type { Page } from '@playwright/test';

/**
 * Resolves once the follower of renewed sessions (session-changed-elsewhere.ts, a part loaded on
 * idle) is listening: a renewal must come after that to be seen. Asked before the page loads.
 * Fetched is not yet listening: the module runs once its body is in and subscribes as its import
 * resolves, in that task; an idle callback asked after the body comes after it. Waiting on the
 * response alone let a renewal under load come between the two and pass unseen (2026-11-30).
 */
export async function followerListening(page: Page): Promise<void> {
  const response = await page.waitForResponse((answer) =>
    answer.url().includes('/session-changed-elsewhere-'),
  );
  await response.finished();
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
}
